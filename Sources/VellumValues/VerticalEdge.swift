/// The top or bottom edge, for `safeAreaInset(edge:)`.
///
/// ```swift
/// .safeAreaInset(edge: .bottom) { Toolbar() }
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

extension VerticalEdge {
  /// A set of vertical edges.
  ///
  /// ```swift
  /// .listRowSeparator(.hidden, edges: .bottom)
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: Int8

    /// Edges from their bits.
    ///
    /// ```swift
    /// VerticalEdge.Set(rawValue: 1)
    /// ```
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 1)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
