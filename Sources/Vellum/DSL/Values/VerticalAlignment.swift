/// Where content sits vertically: top, center, bottom or on the first text baseline.
///
/// ```swift
/// HStack(alignment: .top) { Text("A"); Text("B\nC") }
/// ```
///
/// Kept as one of its positions, not its name: layout compares alignments for every box it
/// places, and two names would be compared character by character.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  private let position: Position

  private enum Position: UInt8, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
  }

  /// The alignment's name: `top`, `center`, `bottom`, `firstTextBaseline` or
  /// `lastTextBaseline`.
  public var description: String {
    switch position {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .firstTextBaseline: "firstTextBaseline"
    case .lastTextBaseline: "lastTextBaseline"
    }
  }

  /// The top edge.
  public static let top = VerticalAlignment(position: .top)
  /// The center.
  public static let center = VerticalAlignment(position: .center)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(position: .bottom)
  /// The first line of text.
  public static let firstTextBaseline = VerticalAlignment(position: .firstTextBaseline)
  /// The last line of text.
  public static let lastTextBaseline = VerticalAlignment(position: .lastTextBaseline)
}
