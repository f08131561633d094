/// Where content sits vertically: top, center, bottom or on the first text baseline.
///
/// ```swift
/// HStack(alignment: .top) { Text("A"); Text("B\nC") }
/// ```
///
/// Kept as one of its positions, not its name: layout compares alignments for every box it
/// places, and two names would be compared character by character.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible, CustomGuideNumbered {
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
  /// VerticalAlignment(customType: OneThird.self)
  /// ```
  package init(customType: any Any.Type) {
    position = .custom
    custom = CustomAlignmentRegistry.number(of: customType)
  }

  /// Alignments are equal when their positions and custom guides are.
  @inlinable public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
    lhs.position == rhs.position && lhs.custom == rhs.custom
  }

  /// Hashes the position and the custom guide's number.
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(position)
    hasher.combine(custom)
  }

  @usableFromInline enum Position: UInt8, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline, custom
  }

  /// The alignment's name: `top`, `center`, `bottom`, `firstTextBaseline` or
  /// `lastTextBaseline`, or a custom guide's identifier type.
  public var description: String {
    switch position {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .firstTextBaseline: "firstTextBaseline"
    case .lastTextBaseline: "lastTextBaseline"
    case .custom: CustomAlignmentRegistry.name(numbered: custom)
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
