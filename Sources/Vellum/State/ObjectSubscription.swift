/// A record's subscription to an `ObservableObject`: any `objectWillChange` marks it dirty.
@MainActor
final class ObjectSubscription {
  private weak var object: AnyObject?
  private var subscription: AnyCancellable?

  /// Subscribes `record` to `object`, replacing a subscription to a different object.
  func observe(_ object: some ObservableObject, for record: GraphNode) {
    guard self.object !== object || subscription == nil else { return }
    self.object = object
    subscription = object.objectWillChange.sink { [weak record, weak graph = record.graph] _ in
      if let record, let graph { graph.invalidateLater(record) }
    }
  }
}
