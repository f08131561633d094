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
  /// The container's role and attributes.
  var container: (role: Role, attributes: [Attribute]) { get }
}

/// The layout of an `HStack`, for `AnyLayout`.
///
/// ```swift
/// AnyLayout(HStackLayout(alignment: .top, spacing: 12))
/// ```
public struct HStackLayout: Layout, BuiltinLayout {
  /// How subviews align vertically.
  public var alignment: VerticalAlignment
  /// The space between subviews (8 points when `nil`).
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  ///
  /// ```swift
  /// HStackLayout()
  /// ```
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var container: (role: Role, attributes: [Attribute]) {
    (.hStack, stackAttributes(alignment, default: .center, spacing: spacing))
  }

  /// The subviews' ideal widths side by side, as tall as the tallest.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackMath(axis: .horizontal, spacing: spacing).size(of: subviews)
  }

  /// Places the subviews side by side from the leading edge.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackMath(axis: .horizontal, spacing: spacing).place(
      subviews, in: bounds, alignment: Alignment(horizontal: .leading, vertical: alignment))
  }
}

/// The layout of a `VStack`, for `AnyLayout`.
///
/// ```swift
/// AnyLayout(VStackLayout(alignment: .leading))
/// ```
public struct VStackLayout: Layout, BuiltinLayout {
  /// How subviews align horizontally.
  public var alignment: HorizontalAlignment
  /// The space between subviews (8 points when `nil`).
  public var spacing: CGFloat?

  /// A vertical stack layout.
  ///
  /// ```swift
  /// VStackLayout(spacing: 4)
  /// ```
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var container: (role: Role, attributes: [Attribute]) {
    (.vStack, stackAttributes(alignment, default: .center, spacing: spacing))
  }

  /// The subviews' ideal heights one under another, as wide as the widest.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackMath(axis: .vertical, spacing: spacing).size(of: subviews)
  }

  /// Places the subviews one under another from the top.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackMath(axis: .vertical, spacing: spacing).place(
      subviews, in: bounds, alignment: Alignment(horizontal: alignment, vertical: .top))
  }
}

/// The layout of a `ZStack`, for `AnyLayout`.
///
/// ```swift
/// AnyLayout(ZStackLayout(alignment: .bottomTrailing))
/// ```
public struct ZStackLayout: Layout, BuiltinLayout {
  /// How subviews align.
  public var alignment: Alignment

  /// A layering layout.
  ///
  /// ```swift
  /// ZStackLayout()
  /// ```
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  var container: (role: Role, attributes: [Attribute]) {
    (.zStack, stackAttributes(alignment, default: .center, spacing: nil))
  }

  /// As large as the largest subview.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    subviews.reduce(CGSize.zero) { size, subview in
      let ideal = subview.sizeThatFits(.unspecified)
      return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
    }
  }

  /// Places every subview in the same bounds by the alignment.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      let anchor = alignment.unitPoint
      subview.place(
        at: CGPoint(
          x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y),
        anchor: anchor, proposal: .unspecified)
    }
  }
}

/// The layout of a `Grid`, for `AnyLayout`: drawn as a grid of its `GridRow`s; placed by
/// itself, its rows stack vertically.
///
/// ```swift
/// AnyLayout(GridLayout(horizontalSpacing: 8))
/// ```
public struct GridLayout: Layout, BuiltinLayout {
  /// How cells align.
  public var alignment: Alignment
  /// The space between columns.
  public var horizontalSpacing: CGFloat?
  /// The space between rows.
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  ///
  /// ```swift
  /// GridLayout(alignment: .leading)
  /// ```
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  var container: (role: Role, attributes: [Attribute]) {
    var attributes = stackAttributes(alignment, default: .center, spacing: nil)
    if let horizontalSpacing {
      attributes.append(Attribute(.horizontalSpacing, .double(Double(horizontalSpacing))))
    }
    if let verticalSpacing {
      attributes.append(Attribute(.verticalSpacing, .double(Double(verticalSpacing))))
    }
    return (.grid, attributes)
  }

  /// The rows one under another.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackMath(axis: .vertical, spacing: verticalSpacing).size(of: subviews)
  }

  /// Places the rows one under another.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackMath(axis: .vertical, spacing: verticalSpacing).place(
      subviews, in: bounds, alignment: alignment)
  }
}

/// The arithmetic of a stack of subviews at their ideal sizes.
private struct StackMath {
  let axis: Axis
  let spacing: CGFloat?

  func size(of subviews: LayoutSubviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = (spacing ?? 8) * CGFloat(max(0, sizes.count - 1))
    return axis == .horizontal
      ? CGSize(
        width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
      : CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
  }

  func place(_ subviews: LayoutSubviews, in bounds: CGRect, alignment: Alignment) {
    let anchor = alignment.unitPoint
    var offset: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if axis == .horizontal {
        let y = bounds.minY + (bounds.height - size.height) * anchor.y
        subview.place(at: CGPoint(x: bounds.minX + offset, y: y), proposal: .unspecified)
        offset += size.width + (spacing ?? 8)
      } else {
        let x = bounds.minX + (bounds.width - size.width) * anchor.x
        subview.place(at: CGPoint(x: x, y: bounds.minY + offset), proposal: .unspecified)
        offset += size.height + (spacing ?? 8)
      }
    }
  }
}

extension Alignment {
  /// The point of a rectangle this alignment names: (0, 0) top-leading to (1, 1)
  /// bottom-trailing.
  fileprivate var unitPoint: UnitPoint {
    let x: CGFloat =
      horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
    let y: CGFloat = vertical == .top ? 0 : vertical == .center ? 0.5 : 1
    return UnitPoint(x: x, y: y)
  }
}
