/// Where content sits horizontally: leading, center or trailing.
///
/// ```swift
/// VStack(alignment: .leading) { Text("A"); Text("Longer") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignment's name.
  public var description: String

  /// The leading edge.
  public static let leading = HorizontalAlignment(description: "leading")
  /// The center.
  public static let center = HorizontalAlignment(description: "center")
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(description: "trailing")
}
