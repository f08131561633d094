/// A lower level of another shape style: `.tint.secondary`, `Color.red.tertiary`.
///
/// ```swift
/// Text("Details").foregroundStyle(.tint.secondary)
/// ```
///
/// A color's levels are the color at the opacities of iOS's label colors
/// (`UIColor.secondaryLabel` 60%, `tertiaryLabel` 30%, `quaternaryLabel` 18%), and quinary at
/// 10%, which UIKit has no label color for; other styles are recorded as they are.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, RecordedShapeStyle {
  let base: Base
  /// The level's opacity.
  let opacity: Double

  package var styleValue: AttributeValue { Base.translucent(base.attributeValue, opacity) }
}

extension ShapeStyle {
  /// This style's second level.
  ///
  /// ```swift
  /// Image(systemName: "star").foregroundStyle(.orange.secondary)
  /// ```
  public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, opacity: 0.6) }

  /// This style's third level.
  ///
  /// ```swift
  /// Divider().overlay(.tint.tertiary)
  /// ```
  public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, opacity: 0.3) }

  /// This style's fourth level.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(.blue.quaternary)
  /// ```
  public var quaternary: some ShapeStyle {
    HierarchicalShapeStyleModifier(base: self, opacity: 0.18)
  }

  /// This style's fifth level.
  ///
  /// ```swift
  /// Capsule().fill(.tint.quinary)
  /// ```
  public var quinary: some ShapeStyle {
    HierarchicalShapeStyleModifier(base: self, opacity: 0.1)
  }
}
