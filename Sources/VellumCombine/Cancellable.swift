/// Something that can be cancelled, such as a subscription.
///
/// ```swift
/// let cancellable: any Cancellable = subject.sink { _ in }
/// cancellable.cancel()
/// ```
public protocol Cancellable {
  /// Stops the work: no more values are delivered.
  func cancel()
}

extension Cancellable {
  /// Keeps this subscription alive in a set, as models keep theirs.
  ///
  /// ```swift
  /// model.$query.sink { print($0) }.store(in: &cancellables)
  /// ```
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(AnyCancellable.wrapping(self))
  }

  /// Keeps this subscription alive in a collection.
  ///
  /// ```swift
  /// subject.sink { _ in }.store(in: &subscriptions)   // [AnyCancellable]
  /// ```
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(AnyCancellable.wrapping(self))
  }
}
