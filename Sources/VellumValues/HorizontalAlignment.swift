/// Where content sits horizontally: leading, center or trailing.
///
/// ```swift
/// VStack(alignment: .leading) { Text("A"); Text("Longer") }
/// ```
///
/// Kept as one of its positions, not its name: layout compares alignments for every box it
/// places, and two names would be compared character by character.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible, CustomGuideNumbered
{
  @usableFromInline let position: Position
  /// The custom guide's number in ``CustomAlignmentRegistry``; 0 for the built-in guides.
  @usableFromInline package let custom: UInt32

  @inlinable init(position: Position) {
    self.position = position
    self.custom = 0
  }

  /// The guide an app's identifier type names (`AlignmentID` in the DSL).
  ///
  /// ```swift
  /// HorizontalAlignment(customType: OneThird.self)
  /// ```
  package init(customType: any Any.Type) {
    position = .custom
    custom = CustomAlignmentRegistry.number(of: customType)
  }

  /// Alignments are equal when their positions and custom guides are.
  @inlinable public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
    lhs.position == rhs.position && lhs.custom == rhs.custom
  }

  /// Hashes the position and the custom guide's number.
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(position)
    hasher.combine(custom)
  }

  @usableFromInline enum Position: UInt8, Sendable {
    case leading, center, trailing, custom
  }

  /// The alignment's name: `leading`, `center`, `trailing`, or a custom guide's identifier
  /// type.
  public var description: String {
    switch position {
    case .leading: "leading"
    case .center: "center"
    case .trailing: "trailing"
    case .custom: CustomAlignmentRegistry.name(numbered: custom)
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
