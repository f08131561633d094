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

  /// The same inset on the given edges.
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

/// An edge of a rectangle.
///
/// ```swift
/// Text("Hi").padding(.horizontal, 8)
/// ```
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  ///
  /// ```swift
  /// let sides: Edge.Set = [.leading, .trailing]
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public var rawValue: Int8

    /// Creates a set from bits.
    ///
    /// ```swift
    /// Edge.Set(rawValue: 1)   // .top
    /// ```
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
