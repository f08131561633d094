/// Where content sits horizontally: leading, center or trailing.
///
/// ```swift
/// VStack(alignment: .leading) { Text("A"); Text("Longer") }
/// ```
///
/// Kept as one of its positions, not its name: layout compares alignments for every box it
/// places, and two names would be compared character by character.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  private let position: Position

  private enum Position: UInt8, Sendable {
    case leading, center, trailing
  }

  /// The alignment's name: `leading`, `center` or `trailing`.
  public var description: String {
    switch position {
    case .leading: "leading"
    case .center: "center"
    case .trailing: "trailing"
    }
  }

  /// The leading edge.
  public static let leading = HorizontalAlignment(position: .leading)
  /// The center.
  public static let center = HorizontalAlignment(position: .center)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(position: .trailing)
}
