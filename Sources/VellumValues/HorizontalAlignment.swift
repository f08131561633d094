/// Where content sits horizontally: leading, center or trailing.
///
/// ```swift
/// VStack(alignment: .leading) { Text("A"); Text("Longer") }
/// ```
///
/// Kept as one of its positions, not its name: layout compares alignments for every box it
/// places, and two names would be compared character by character.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let position: Position

  @inlinable init(position: Position) { self.position = position }

  /// Alignments are equal when their positions are.
  @inlinable public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
    lhs.position == rhs.position
  }

  /// Hashes the position.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(position) }

  @usableFromInline enum Position: UInt8, Sendable {
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
  @inlinable public static var leading: HorizontalAlignment {
    HorizontalAlignment(position: .leading)
  }
  /// The center.
  @inlinable public static var center: HorizontalAlignment {
    HorizontalAlignment(position: .center)
  }
  /// The trailing edge.
  @inlinable public static var trailing: HorizontalAlignment {
    HorizontalAlignment(position: .trailing)
  }
}
