import Vellum

/// The bindings a file passes to views and controls, as SwiftUI writes them: a state or a
/// binding (`$isOn`), a stored property of the record it holds (`$recipe.rating`, Swift's
/// dynamic member lookup on `Binding`), and a constant (`.constant(true)`).
extension Evaluator {
  /// Whether `expression` is written as a binding (see ``bindingArgument(_:)``).
  func isBinding(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .binding: true
    case .member(let base, _), .subscripted(let base, _): isBinding(base)
    case .call(let callee, _): isConstantBinding(callee)
    default: false
    }
  }

  /// A binding argument: `$name`, `$name.field.field`, `.constant(value)` or
  /// `Binding.constant(value)`.
  ///
  /// ```swift
  /// StarRating(rating: $recipe.rating)
  /// PushButton(title: "Always on", isOn: .constant(true))
  /// ```
  func bindingArgument(_ expression: Expression) throws(Diagnostic) -> Binding<Value> {
    switch expression.kind {
    case .binding(let name):
      return try binding(name, at: expression.location)
    case .member(let base, let field) where isBinding(base):
      return try projection(of: try bindingArgument(base), field, at: expression.location)
    case .subscripted(let base, let index) where isBinding(base):
      // `$books[index]`: a binding to the element at a fixed offset, as `Binding`'s
      // subscript gives one.
      let array = try bindingArgument(base)
      let position = try evaluate(index)
      _ = try element(of: array.wrappedValue, at: position, location: index.location)
      let offset = position.int
      return Binding(
        get: {
          guard case .array(let values) = array.wrappedValue, values.indices.contains(offset)
          else { return .none }
          return values[offset]
        },
        set: { newValue in
          guard case .array(var values) = array.wrappedValue, values.indices.contains(offset)
          else { return }
          values[offset] = newValue
          array.wrappedValue = .array(values)
        })
    case .call(let callee, let arguments) where isConstantBinding(callee):
      guard arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailing else {
        throw Diagnostic(
          message: "'constant' takes one unlabelled value", location: expression.location)
      }
      return .constant(try evaluate(arguments[0].value))
    case .identifier, .member, .call, .subscripted:
      // A binding held as a value: a computed property or a local giving one.
      guard case .binding(let held) = try evaluate(expression) else {
        throw Diagnostic(
          message: "expected a binding such as '$value'", location: expression.location)
      }
      return held.binding
    default:
      throw Diagnostic(
        message: "expected a binding such as '$value'", location: expression.location)
    }
  }

  /// `Binding(get:set:)` (or `Binding { … } set: { … }`): a binding whose reading runs `get`
  /// and whose writing runs `set` with the new value, each reporting a problem instead of
  /// stopping the app.
  func makeBinding(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    var call = Arguments(callee: "Binding", arguments, at: location)
    let get = try function(
      Expression(kind: .closure(try call.requiredClosure("get")), location: location))
    let set = try function(
      Expression(kind: .closure(try call.requiredClosure("set")), location: location))
    try call.finish()
    let scope = self
    return .binding(
      BindingValue(
        Binding(
          get: {
            do throws(Diagnostic) {
              return try get.call([], wantsValue: true, at: location)
            } catch {
              scope.report(error)
              return .none
            }
          },
          set: { newValue in
            do throws(Diagnostic) {
              _ = try set.call([newValue], wantsValue: false, at: location)
            } catch {
              scope.report(error)
            }
          })))
  }

  /// The member `name` of a binding held as a value: `wrappedValue`, the value's `id` (a
  /// binding to an `Identifiable` value is `Identifiable`), else a binding to the value's
  /// stored property `name`, as `Binding`'s dynamic member lookup gives.
  func member(_ name: String, of held: BindingValue, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    switch name {
    case "wrappedValue": return held.binding.wrappedValue
    case "id": return try member("id", of: held.binding.wrappedValue, at: location)
    default: return .binding(BindingValue(try projection(of: held.binding, name, at: location)))
    }
  }

  /// A binding to the stored property `field` of `object`, for `$model.field`: reading and
  /// writing go to the object itself, which every holder shares (Swift's reference-writable
  /// key path), and a `let` has none.
  private func projection(of object: ObjectReference, _ field: String, at location: SourceLocation)
    throws(Diagnostic) -> Binding<Value>
  {
    guard try !storedProperty(field, of: object, at: location).isConstant else {
      throw Diagnostic(
        message: "cannot make a binding to '\(field)': it is a 'let' constant", location: location)
    }
    return Binding(get: { object[field] ?? .none }, set: { object[field] = $0 })
  }

  /// The object the view's property `name` holds, for `$name.field` on an `@Bindable`,
  /// `@ObservedObject` or `@EnvironmentObject` property (a `@State` or `@StateObject` one is a
  /// state); `nil` when it holds none.
  func objectProperty(_ name: String, at location: SourceLocation) throws(Diagnostic)
    -> Binding<Value>?
  {
    guard let view, view.declaration.properties.contains(where: { $0.name == name }),
      case .object(let object) = try lookup(name, at: location)
    else { return nil }
    return .constant(.object(object))
  }

  /// `.constant` or `Binding.constant`.
  private func isConstantBinding(_ callee: Expression) -> Bool {
    switch callee.kind {
    case .implicitMember("constant"): true
    case .member(let base, "constant"):
      if case .identifier("Binding") = base.kind { true } else { false }
    default: false
    }
  }

  /// A binding to the stored property `field` of the record `base` holds: reading gives the
  /// field, writing sets it in a copy of the record and writes the copy back through `base`,
  /// as Swift's `Binding` subscript does.
  private func projection(
    of base: Binding<Value>, _ field: String, at location: SourceLocation
  ) throws(Diagnostic) -> Binding<Value> {
    if case .object(let object) = base.wrappedValue {
      return try projection(of: object, field, at: location)
    }
    guard case .record(let type, let fields) = base.wrappedValue else {
      throw Diagnostic(
        message: "a binding to \(base.wrappedValue.typeName) has no member '\(field)'",
        location: location)
    }
    guard fields.contains(where: { $0.name == field }) else {
      let names = fields.map(\.name)
      throw Diagnostic(
        message: "value of type '\(type)' has no member '\(field)'"
          + didYouMean(field, among: names),
        location: location)
    }
    return Binding(
      get: { base.wrappedValue[field: field] },
      set: { newValue in
        guard case .record(let type, var fields) = base.wrappedValue,
          let index = fields.firstIndex(where: { $0.name == field })
        else { return }
        fields[index].value = newValue
        base.wrappedValue = .record(type: type, fields: fields)
      })
  }
}
