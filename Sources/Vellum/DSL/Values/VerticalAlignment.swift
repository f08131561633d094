/// Where content sits vertically: top, center, bottom or on the first text baseline.
///
/// ```swift
/// HStack(alignment: .top) { Text("A"); Text("B\nC") }
/// ```
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignment's name.
  public var description: String

  /// The top edge.
  public static let top = VerticalAlignment(description: "top")
  /// The center.
  public static let center = VerticalAlignment(description: "center")
  /// The bottom edge.
  public static let bottom = VerticalAlignment(description: "bottom")
  /// The first line of text.
  public static let firstTextBaseline = VerticalAlignment(description: "firstTextBaseline")
  /// The last line of text.
  public static let lastTextBaseline = VerticalAlignment(description: "lastTextBaseline")
}
