import Vellum

/// The modifiers that place an object of the file's classes in the environment, for the views
/// inside to read: `.environmentObject(_:)` for an `ObservableObject` (read with
/// `@EnvironmentObject`) and `.environment(_:)` for an `@Observable` class (read with
/// `@Environment(Type.self)`).
///
/// ```swift
/// RecipeList().environmentObject(RecipeBox())
/// JournalView().environment(journal)
/// ```
extension Evaluator {
  /// The names of these modifiers, for suggestions and the parity table.
  static let objectModifierNames = ["environmentObject", "environment"]

  /// `base.name(arguments)` when `name` is one of ``objectModifierNames``, else `nil`.
  func applyObjectModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    guard Self.objectModifierNames.contains(name) else { return nil }
    let argument = try call.required(nil)
    if name == "environment", case .keyPath(let path) = argument.kind {
      return try environmentValue(base, path, try call.required(nil), at: argument.location)
    }
    let value = try evaluate(argument)
    let wanted: ObjectReference.Kind = name == "environment" ? .observable : .observableObject
    guard case .object(let object) = value, object.kind == wanted else {
      let requirement = wanted == .observable ? "an @Observable class" : "'ObservableObject'"
      throw Diagnostic(
        message: "'\(name)' takes an instance of \(requirement), found \(value.typeName)",
        location: argument.location)
    }
    return base.transformEnvironment(\.interpretedObjects) { $0[object.type] = object }
  }
}

extension Evaluator {
  /// `base.environment(\.name, value)` for a custom environment value the program declares.
  private func environmentValue(
    _ base: any View, _ path: [String], _ argument: Expression, at location: SourceLocation
  ) throws(Diagnostic) -> any View {
    guard path.count == 1, let decl = program.environmentValues[path[0]] else {
      throw Diagnostic(
        message: "'\\.\(path.joined(separator: "."))' is not an environment value the program "
          + "declares in an 'extension EnvironmentValues'", location: location)
    }
    let value = try evaluate(argument)
    return base.transformEnvironment(\.interpretedValues) { $0[decl.name] = value }
  }

  /// The custom environment value `key` where the view is shown: what an ancestor set with
  /// `.environment(\.key, value)`, else the key's `defaultValue`.
  func environmentValue(_ key: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    if let value = view?.environmentValues[key] { return value }
    guard let decl = program.environmentValues[key] else {
      throw Diagnostic(
        message: "'\\.\(key)' is not an environment value the language reads; declare it in an "
          + "'extension EnvironmentValues' with an 'EnvironmentKey'", location: location)
    }
    guard let value = try staticValue("defaultValue", of: decl.key, at: location) else {
      throw Diagnostic(
        message: "'\(decl.key)' has no 'static let defaultValue'", location: decl.location)
    }
    return value
  }
}

/// The custom environment values the file's views set, by name.
private struct InterpretedValuesKey: EnvironmentKey {
  static let defaultValue: [String: Value] = [:]
}

/// The objects the file's views placed in the environment, by class name.
private struct InterpretedObjectsKey: EnvironmentKey {
  static let defaultValue: [String: ObjectReference] = [:]
}

extension EnvironmentValues {
  /// The custom environment values that `.environment(\.name, value)` set around a view.
  var interpretedValues: [String: Value] {
    get { self[InterpretedValuesKey.self] }
    set { self[InterpretedValuesKey.self] = newValue }
  }

  /// The objects of the file's classes that `.environmentObject(_:)` and `.environment(_:)`
  /// placed around a view, by class name.
  var interpretedObjects: [String: ObjectReference] {
    get { self[InterpretedObjectsKey.self] }
    set { self[InterpretedObjectsKey.self] = newValue }
  }
}
