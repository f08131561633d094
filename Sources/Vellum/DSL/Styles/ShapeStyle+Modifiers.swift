/// Shape styles changed as a whole: made translucent, blended, or given a shadow.
extension ShapeStyle {
  /// This style at `opacity` (0 transparent, 1 as it is): its color made translucent; a
  /// material or gradient is recorded as it is.
  ///
  /// ```swift
  /// Text("Draft").padding().background(.tint.opacity(0.15))
  /// ```
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    ModifiedShapeStyle(value: Self.translucent(attributeValue, opacity))
  }

  /// This style blended with what is under it by `mode`; recorded as the style itself
  /// (renderings composite a view's `blendMode`, not a style's).
  ///
  /// ```swift
  /// Circle().fill(.red.blendMode(.multiply))
  /// ```
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }

  /// This style casting `style`'s shadow; recorded as the style itself (renderings draw a
  /// view's `shadow`, not a style's).
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(.background.shadow(.drop(radius: 6)))
  /// ```
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }

  /// `value` made translucent when it is a color.
  static func translucent(_ value: AttributeValue, _ opacity: Double) -> AttributeValue {
    if case .color(let color) = value { return .color(color.opacity(opacity)) }
    return value
  }
}

/// A shape style made from another, recorded as its changed value (a translucent color).
struct ModifiedShapeStyle: ShapeStyle, RecordedShapeStyle {
  let value: AttributeValue

  var styleValue: AttributeValue { value }
}
