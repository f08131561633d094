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
