import Foundation

/// The shape of bordered buttons.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Hashable, Sendable {
  private let keyword: Keyword
  private let radius: Double?

  /// The style's default shape.
  public static let automatic = ButtonBorderShape(keyword: .automatic, radius: nil)
  /// A capsule.
  public static let capsule = ButtonBorderShape(keyword: .capsule, radius: nil)
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(keyword: .roundedRectangle, radius: nil)
  /// A circle.
  public static let circle = ButtonBorderShape(keyword: .circle, radius: nil)

  /// A rounded rectangle of a corner radius.
  ///
  /// ```swift
  /// .buttonBorderShape(.roundedRectangle(radius: 4))
  /// ```
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(keyword: .roundedRectangle, radius: Double(radius))
  }

  /// How nodes record the shape: by name, or a rounded rectangle of a given radius as that
  /// shape.
  var attributeValue: AttributeValue {
    guard let radius else { return .name(keyword) }
    return .shape(
      Node(role: .roundedRectangle, attributes: [Attribute(.cornerRadius, .double(radius))]))
  }
}
