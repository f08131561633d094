/// Where content sits vertically: top, center, bottom or on the first text baseline.
///
/// ```swift
/// HStack(alignment: .top) { Text("A"); Text("B\nC") }
/// ```
///
/// Kept as one of its positions, not its name: layout compares alignments for every box it
/// places, and two names would be compared character by character.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let position: Position

  @inlinable init(position: Position) { self.position = position }

  /// Alignments are equal when their positions are.
  @inlinable public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
    lhs.position == rhs.position
  }

  /// Hashes the position.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(position) }

  @usableFromInline enum Position: UInt8, Sendable {
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
  @inlinable public static var top: VerticalAlignment { VerticalAlignment(position: .top) }
  /// The center.
  @inlinable public static var center: VerticalAlignment { VerticalAlignment(position: .center) }
  /// The bottom edge.
  @inlinable public static var bottom: VerticalAlignment { VerticalAlignment(position: .bottom) }
  /// The first line of text.
  @inlinable public static var firstTextBaseline: VerticalAlignment {
    VerticalAlignment(position: .firstTextBaseline)
  }
  /// The last line of text.
  @inlinable public static var lastTextBaseline: VerticalAlignment {
    VerticalAlignment(position: .lastTextBaseline)
  }
}
