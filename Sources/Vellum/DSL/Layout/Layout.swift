import Foundation

/// A custom layout: it says how big it is for a proposal and where its subviews go. Use it as
/// a view with `callAsFunction`: `MyLayout { … }`.
///
/// The graph gives it what SwiftUI gives it, measured on the host's screen as a
/// `GeometryReader` is (8 points a column, 16 a row): the proposal its parent makes, and each
/// subview's size — its ideal size for an unspecified proposal, as much as it takes for an
/// unbounded one, and otherwise the proposal clamped to those. Both renderings place each
/// subview where `placeSubviews` put it, in a box of the size `sizeThatFits` returned.
///
/// ```swift
/// struct Diagonal: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(.zero) { size, view in
///       let ideal = view.sizeThatFits(.unspecified)
///       return CGSize(width: size.width + ideal.width, height: size.height + ideal.height)
///     }
///   }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     var point = bounds.origin
///     for view in subviews {
///       view.place(at: point, proposal: .unspecified)
///       let ideal = view.sizeThatFits(.unspecified)
///       point.x += ideal.width
///       point.y += ideal.height
///     }
///   }
/// }
/// ```
public protocol Layout: Animatable {
  /// What the layout keeps between calls.
  associatedtype Cache = Void
  /// The subviews a layout arranges.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout: its stack orientation.
  static var layoutProperties: LayoutProperties { get }

  /// The layout's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview in `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Makes the cache.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The layout's preferred spacing around it.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Where a horizontal guide sits in the layout, when it says.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Where a vertical guide sits in the layout, when it says.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The default spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  /// No explicit horizontal alignment.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// No explicit vertical alignment.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// Keeps the cache as it is.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

  /// Lays `content` out with this layout.
  ///
  /// ```swift
  /// Diagonal { Text("A"); Text("B") }
  /// ```
  @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: AnyLayout(self), content: content())
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A size a parent proposes to a child: either dimension may be `nil` (use your ideal size),
/// `0` (your minimum) or `.infinity` (your maximum).
///
/// ```swift
/// subview.sizeThatFits(ProposedViewSize(width: 100, height: nil))
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width.
  public var width: CGFloat?
  /// The proposed height.
  public var height: CGFloat?

  /// A proposal of a width and a height.
  ///
  /// ```swift
  /// ProposedViewSize(width: 120, height: nil)
  /// ```
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of a size.
  ///
  /// ```swift
  /// ProposedViewSize(CGSize(width: 40, height: 40))
  /// ```
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Both dimensions zero: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions unspecified: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions infinite: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with unspecified dimensions replaced by `size`'s (10 by 10 by default).
  ///
  /// ```swift
  /// proposal.replacingUnspecifiedDimensions().width
  /// ```
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// Properties a layout declares.
///
/// ```swift
/// static var layoutProperties: LayoutProperties {
///   var properties = LayoutProperties()
///   properties.stackOrientation = .vertical
///   return properties
/// }
/// ```
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks along, if it is a stack.
  public var stackOrientation: Axis?

  /// No orientation.
  ///
  /// ```swift
  /// LayoutProperties()
  /// ```
  public init() {}
}

/// The space a view prefers around it: 8 points to any neighbour here.
///
/// ```swift
/// subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Sendable {
  /// No spacing.
  public static let zero = ViewSpacing(preferred: 0)

  var preferred: CGFloat

  init(preferred: CGFloat) { self.preferred = preferred }

  /// The default spacing.
  ///
  /// ```swift
  /// ViewSpacing()
  /// ```
  public init() { preferred = 8 }

  /// The distance to `next` along `axis`: the larger of the two preferences.
  ///
  /// ```swift
  /// spacing.distance(to: other, along: .vertical)
  /// ```
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    max(preferred, next.preferred)
  }

  /// Merges `other` into this spacing.
  ///
  /// ```swift
  /// spacing.formUnion(other)
  /// ```
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    preferred = max(preferred, other.preferred)
  }

  /// This spacing merged with `other`.
  ///
  /// ```swift
  /// let both = spacing.union(other)
  /// ```
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }
}

/// A key for a value a view gives its custom layout with `layoutValue(key:value:)`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}
