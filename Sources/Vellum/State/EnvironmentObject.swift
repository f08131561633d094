/// An observable object placed by an ancestor with `.environmentObject(_:)`.
///
/// When no ancestor placed one, the view shows an error naming the view and the type instead of
/// crashing, and the host lists the problem in its diagnostics.
///
/// ```swift
/// struct ContentListView: View {
///   @EnvironmentObject private var recipeBox: RecipeBox
///   var body: some View { Text("\(recipeBox.count) recipes") }
/// }
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private var box = EnvironmentObjectBox<ObjectType>()

  /// Declares a dependency on an environment object.
  ///
  /// ```swift
  /// @EnvironmentObject var state: AppState
  /// ```
  public init() {}

  /// The object placed by an ancestor.
  @MainActor public var wrappedValue: ObjectType {
    guard let object = box.object else {
      preconditionFailure(
        "no ObservableObject of type \(viewTypeName(ObjectType.self)) in the environment")
    }
    return object
  }

  /// Bindings to the object's properties: `$state.count`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

extension EnvironmentObject: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    guard box.isBound(to: record) else { return .boundElsewhere }
    guard let object = record.environment.object(ObjectType.self) else {
      box.object = nil
      return .missing(
        "\(record.typeName): missing environment object of type "
          + "\(viewTypeName(ObjectType.self)); place one with .environmentObject(_:) on an ancestor"
      )
    }
    box.object = object
    record.slot(slot) { ObjectSubscription() }.observe(object, for: record)
    return .linked
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    box = EnvironmentObjectBox()
    return link(to: record, slot: slot)
  }
}

/// The reference an `EnvironmentObject` carries, filled in when its view is linked.
private final class EnvironmentObjectBox<ObjectType>: RecordBound {
  var object: ObjectType?
}
