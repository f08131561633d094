/// A translucent material that blurs what is behind it: drawn in HTML as a translucent fill
/// with a backdrop blur.
///
/// ```swift
/// Text("Now Playing").padding().background(.ultraThinMaterial, in: .capsule)
/// ```
public struct Material: ShapeStyle, RecordedShapeStyle, Hashable {
  let name: String

  /// The most translucent material.
  public static let ultraThin = Material(name: "ultraThinMaterial")
  /// A more translucent material.
  public static let thin = Material(name: "thinMaterial")
  /// The default material.
  public static let regular = Material(name: "regularMaterial")
  /// A more opaque material.
  public static let thick = Material(name: "thickMaterial")
  /// The most opaque material.
  public static let ultraThick = Material(name: "ultraThickMaterial")
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(name: "bar")

  /// The material by name: `regularMaterial`.
  package var styleValue: AttributeValue { .name(Keyword(rawValue: name)) }
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A more translucent material.
  public static var thinMaterial: Material { .thin }
  /// The default material.
  public static var regularMaterial: Material { .regular }
  /// A more opaque material.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
