/// The ways an SF Symbol name varies its base drawing, as its name's suffix or
/// `symbolVariant(_:)` says: filled, enclosed in a circle or a square, or struck through.
///
/// ```swift
/// SymbolVariant(suffix: "circle.fill")   // .init(enclosure: .circle, isFilled: true)
/// ```
package struct SymbolVariant: Hashable, Sendable {
  /// A shape drawn around the base symbol.
  package enum Enclosure: Hashable, Sendable {
    case circle, square
  }

  package var enclosure: Enclosure?
  package var isFilled = false
  package var isSlashed = false

  /// The suffixes a name may end with, longest first.
  static let suffixes = [
    "circle.fill", "square.fill", "slash.fill", "fill", "circle", "square", "slash",
  ]

  /// The variant a suffix (`fill`, `circle.fill`, `slash`) or a `symbolVariant` name stands
  /// for; `none` and an unknown suffix stand for the plain symbol.
  init(suffix: String?) {
    guard let suffix, suffix != "none" else { return }
    let parts = suffix.split(separator: ".")
    isFilled = parts.contains("fill")
    isSlashed = parts.contains("slash")
    if parts.contains("circle") {
      enclosure = .circle
    } else if parts.contains("square") {
      enclosure = .square
    }
  }

  init(enclosure: Enclosure? = nil, isFilled: Bool = false, isSlashed: Bool = false) {
    self.enclosure = enclosure
    self.isFilled = isFilled
    self.isSlashed = isSlashed
  }

  /// This variant with `other`'s parts added, as a name's suffix and a `symbolVariant` modifier
  /// combine (`person.circle` with `.fill`).
  func adding(_ other: SymbolVariant) -> SymbolVariant {
    SymbolVariant(
      enclosure: enclosure ?? other.enclosure, isFilled: isFilled || other.isFilled,
      isSlashed: isSlashed || other.isSlashed)
  }
}
