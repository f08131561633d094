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

/// The objects the file's views placed in the environment, by class name.
private struct InterpretedObjectsKey: EnvironmentKey {
  static let defaultValue: [String: ObjectReference] = [:]
}

extension EnvironmentValues {
  /// The objects of the file's classes that `.environmentObject(_:)` and `.environment(_:)`
  /// placed around a view, by class name.
  var interpretedObjects: [String: ObjectReference] {
    get { self[InterpretedObjectsKey.self] }
    set { self[InterpretedObjectsKey.self] = newValue }
  }
}
