/// Scrolls the scroll views inside a `ScrollViewReader`.
///
/// ```swift
/// proxy.scrollTo(item.id, anchor: .center)
/// ```
public struct ScrollViewProxy {
  let target: Binding<ReaderScrollTarget?>

  /// Scrolls to the view with `id`, placing its `anchor` at the same point of the scroll view.
  ///
  /// ```swift
  /// proxy.scrollTo(42, anchor: .top)
  /// ```
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    target.wrappedValue = ReaderScrollTarget(
      id: AttributeValue(describing: id),
      anchor: anchor.map { .list([.double(Double($0.x)), .double(Double($0.y))]) })
  }
}
