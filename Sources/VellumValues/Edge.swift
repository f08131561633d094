import Foundation

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
