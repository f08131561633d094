/// The color of links: iOS's link blue, whatever the tint.
///
/// ```swift
/// Text("Terms").foregroundStyle(.link)
/// ```
public struct LinkShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The style.
  ///
  /// ```swift
  /// let style = LinkShapeStyle()
  /// ```
  public init() {}

  /// The style as a system color by name, which renderers resolve per color scheme.
  package var styleValue: AttributeValue { .color(Color("link")) }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The color of links.
  ///
  /// ```swift
  /// Text("Terms").foregroundStyle(.link)
  /// ```
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}
