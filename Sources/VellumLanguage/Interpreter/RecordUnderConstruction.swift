/// The record an initializer is making (`init(name: String) { self.name = name; days = 0 }`):
/// the stored properties set so far, as Swift's definite initialization tracks them. A
/// property is read only once set, a `let` with a default is not set again, and the record is
/// made once every stored property is set.
///
/// ```swift
/// let habit = RecordUnderConstruction(decl)
/// try habit.set("name", to: .string("Read"), program: program, at: location)
/// ```
final class RecordUnderConstruction {
  let declaration: StructDecl
  private var fields: [String: Value] = [:]
  /// Whether a `mutating` method is changing a made record: every property is set, and a
  /// `let` cannot be set again.
  private let isMade: Bool

  init(_ declaration: StructDecl) {
    self.declaration = declaration
    isMade = false
  }

  /// The record `record` of `declaration`'s type, for a `mutating` method to change.
  init(_ declaration: StructDecl, changing record: [Value.Field]) {
    self.declaration = declaration
    isMade = true
    for field in record { fields[field.name] = field.value }
  }

  /// The stored property `name`'s value, `nil` when the record has no such property; reading
  /// one not yet set is an error.
  func value(of name: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard declaration.properties.contains(where: { $0.name == name }) else { return nil }
    guard let value = fields[name] else {
      throw Diagnostic(
        message: "'self.\(name)' used before being initialized", location: location)
    }
    return value
  }

  /// Sets the stored property `name`, its value converted to the property's type. In a view,
  /// `_name` sets the state `name`'s initial value (`_count = State(initialValue: 1)`).
  func set(_ name: String, to value: Value, program: Program, at location: SourceLocation)
    throws(Diagnostic)
  {
    if name.hasPrefix("_"), declaration.body != nil,
      let state = declaration.properties.first(where: { "_" + $0.name == name }),
      state.isState
    {
      fields[state.name] = try program.conforming(
        value, to: state.type ?? fields[state.name]?.inferredType, at: location)
      return
    }
    if let wrapped = declaration.properties.first(where: { $0.name == name && !$0.isSetDirectly }) {
      throw Diagnostic(message: Self.notSet(wrapped), location: location)
    }
    guard let property = declaration.properties.first(where: { $0.name == name }) else {
      throw Diagnostic(
        message: "value of type '\(declaration.name)' has no stored property '\(name)'",
        location: location)
    }
    if property.isConstant, isMade {
      throw Diagnostic(
        message: "cannot assign to property: '\(name)' is a 'let' constant", location: location)
    }
    if property.isConstant, property.initialValue != nil {
      throw Diagnostic(
        message: "immutable value 'self.\(name)' may only be initialized once",
        location: location)
    }
    fields[name] = try program.conforming(value, to: property.type, at: location)
  }

  /// Why a view's initializer cannot set the wrapped property `property` as written.
  private static func notSet(_ property: PropertyDecl) -> String {
    switch property.wrapper {
    case "State":
      "SwiftUI ignores a state set this way in an initializer; write '_\(property.name) = "
        + "State(initialValue: …)'"
    case "Binding":
      "an initializer that sets the @Binding '\(property.name)' is not interpreted"
    default:
      "cannot assign to '\(property.name)': an environment value is read, not set"
    }
  }

  /// Sets `name` to its default, before the initializer's body runs.
  func setDefault(_ name: String, to value: Value) {
    fields[name] = value
  }

  /// The record, once every stored property is set; a property not set takes `standIn`'s
  /// value for it instead, when there is one.
  func made(at location: SourceLocation, standIn: (PropertyDecl) -> Value? = { _ in nil })
    throws(Diagnostic) -> Value
  {
    var made: [Value.Field] = []
    // A view's environment values come from where it is shown, not from its initializer.
    for property in declaration.properties where !property.isEnvironment {
      if property.wrapper == "Binding", fields[property.name] == nil {
        throw Diagnostic(message: Self.notSet(property), location: location)
      }
      guard let value = fields[property.name] ?? standIn(property) else {
        throw Diagnostic(
          message: "return from initializer without initializing all stored properties "
            + "('\(property.name)' is not set)",
          location: location)
      }
      made.append(Value.Field(name: property.name, value: value))
    }
    return Value.instance(of: declaration, fields: made)
  }
}
