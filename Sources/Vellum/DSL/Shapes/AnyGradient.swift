import Foundation

/// A color's standard gradient: slightly lighter at the top (`Color.blue.gradient`).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, RecordedShapeStyle, Hashable {
  let color: Color

  /// The gradient's fields: kind `color` and its color.
  package var styleValue: AttributeValue {
    .fields([Attribute(.gradient, .name(.color)), Attribute(.color, .color(color))])
  }
}

extension Color {
  /// This color's standard gradient, slightly lighter at the top.
  ///
  /// ```swift
  /// Capsule().fill(Color.green.gradient)
  /// ```
  public var gradient: AnyGradient { AnyGradient(color: self) }
}
