/// An observable object created and owned by a view: made once, when the view's identity first
/// appears, and kept for as long as it lives.
///
/// ```swift
/// struct ContentView: View {
///   @StateObject private var state = AppState()
///   var body: some View { CounterView(state: state) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private var box: StateObjectBox<ObjectType>

  /// Creates the object lazily with `thunk`, once per view identity.
  ///
  /// ```swift
  /// @StateObject private var state = AppState()
  /// ```
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  /// The owned object.
  @MainActor public var wrappedValue: ObjectType {
    if let storage = box.storage { return storage.object }
    let object = box.make()
    box.storage = StateObjectStorage(object)
    return object
  }

  /// Bindings to the object's properties: `$state.count`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

extension StateObject: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    let box = box
    let storage = record.slot(slot) { StateObjectStorage(box.make()) }
    if let bound = box.storage, bound !== storage { return .boundElsewhere }
    box.storage = storage
    storage.subscription.observe(storage.object, for: record)
    return .linked
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    box = StateObjectBox(box.make)
    return link(to: record, slot: slot)
  }
}

/// The reference a `StateObject` value carries: how to make the object, and the graph's storage.
private final class StateObjectBox<ObjectType: ObservableObject> {
  let make: () -> ObjectType
  var storage: StateObjectStorage<ObjectType>?

  init(_ make: @escaping () -> ObjectType) { self.make = make }
}

/// The graph's storage of a `StateObject`: the object and the owner's subscription to it.
@MainActor
private final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  let subscription = ObjectSubscription()

  init(_ object: ObjectType) { self.object = object }
}
