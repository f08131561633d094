import Foundation

/// The shape of bordered buttons.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String

  /// The style's default shape.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")

  /// A rounded rectangle of a corner radius.
  ///
  /// ```swift
  /// .buttonBorderShape(.roundedRectangle(radius: 4))
  /// ```
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(radius: \(formatNumber(Double(radius))))")
  }
}
