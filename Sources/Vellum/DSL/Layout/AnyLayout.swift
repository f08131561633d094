import Foundation

/// Any layout, so a view can switch layouts and keep its subviews' state:
/// `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
///
/// ```swift
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout {
  let base: any Layout

  /// Wraps `layout`.
  ///
  /// ```swift
  /// AnyLayout(VStackLayout(spacing: 4))
  /// ```
  public init<L: Layout>(_ layout: L) {
    base = (layout as? AnyLayout)?.base ?? layout
  }

  /// The wrapped layout's cache.
  public typealias Cache = Any

  /// The wrapped layout's properties.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache {
    func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
    return make(base)
  }

  /// The wrapped layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    func fits<L: Layout>(_ layout: L) -> CGSize {
      var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = typed }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }
    return fits(base)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    func place<L: Layout>(_ layout: L) {
      var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = typed }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    place(base)
  }
}

/// A layout the renderers draw as one of their own containers (a stack or a grid), so a view
/// switching between them through `AnyLayout` renders exactly as the container would.
@MainActor
protocol BuiltinLayout {
  /// The container's role and attributes, or `nil` where the graph lays the subviews out
  /// itself (a stack aligned by a custom guide).
  var container: (role: Role, attributes: [Attribute])? { get }
}
