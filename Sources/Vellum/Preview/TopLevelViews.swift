/// A view that is several views at the top level, as a preview provider's `previews` lists its
/// previews: each can be hosted on its own.
@MainActor
protocol TopLevelViews {
  /// The views, in order.
  var topLevelViews: [any View] { get }
}

extension TupleView: TopLevelViews {
  var topLevelViews: [any View] {
    if let views = value as? [any View] { return views }
    return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }
}
