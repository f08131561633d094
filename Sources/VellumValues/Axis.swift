/// The horizontal or vertical direction.
///
/// ```swift
/// ScrollView(.horizontal) { content }
/// ```
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// `horizontal` or `vertical`.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }

  /// A set of axes.
  ///
  /// ```swift
  /// let both: Axis.Set = [.horizontal, .vertical]
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    /// The axes as bits.
    public var rawValue: Int8

    /// Creates a set from bits.
    ///
    /// ```swift
    /// Axis.Set(rawValue: 1)   // .horizontal
    /// ```
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
