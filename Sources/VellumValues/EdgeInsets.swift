import Foundation

/// Distances inward from each edge of a rectangle.
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Insets for each edge.
  ///
  /// ```swift
  /// EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
  /// ```
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any edge.
  ///
  /// ```swift
  /// EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)   // true
  /// ```
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// The same inset on the given edges.
  @usableFromInline
  package init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// `16` when all edges are equal, else `(top, leading, bottom, trailing)`.
  public var description: String {
    let values = [top, leading, bottom, trailing].map { formatNumber(Double($0)) }
    if Set(values).count == 1 { return values[0] }
    return "(" + values.joined(separator: ", ") + ")"
  }
}
