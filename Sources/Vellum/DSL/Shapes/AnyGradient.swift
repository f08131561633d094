import Foundation

/// A gradient that fills its shape from top to bottom: a color's standard gradient, slightly
/// lighter at the top (`Color.blue.gradient`), or the stops of a `Gradient`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, RecordedShapeStyle, Hashable {
  private enum Source: Hashable {
    case color(Color)
    case stops(Gradient)
  }

  private let source: Source

  init(color: Color) { source = .color(color) }

  /// The gradient of `gradient`'s stops, from the top to the bottom of the shape it fills.
  ///
  /// ```swift
  /// Rectangle().fill(AnyGradient(Gradient(colors: [.mint, .teal])))
  /// ```
  public init(_ gradient: Gradient) { source = .stops(gradient) }

  /// The gradient's fields: kind `color` and its color, or a linear gradient's.
  package var styleValue: AttributeValue {
    switch source {
    case .color(let color):
      .fields([Attribute(.gradient, .name(.color)), Attribute(.color, .color(color))])
    case .stops(let gradient):
      .gradient(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    }
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
