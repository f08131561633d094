import Foundation

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
