import Foundation

/// A shape drawn with a style: the body of every custom shape (in the foreground style), and
/// what `fill(_:style:)` returns, as in SwiftUI (iOS 17), where it is a ``ShapeView`` that can
/// be stroked on top.
///
/// ```swift
/// let filled: _ShapeView<Circle, Color> = Circle().fill(.blue)
/// ```
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
  /// The shape drawn.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style
  /// How its inside is told from its outside.
  public var fillStyle: FillStyle
  /// Whether this is the shape's own body, which draws it, rather than a fill of it.
  let isBody: Bool

  /// The shape filled with `style`.
  ///
  /// ```swift
  /// _ShapeView(shape: Circle(), style: Color.blue)
  /// ```
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    isBody = false
  }

  /// The body of `shape`: the shape drawn in the foreground style.
  init(body shape: Content, style: Style) {
    self.shape = shape
    self.style = style
    fillStyle = FillStyle()
    isBody = true
  }

  /// A shape view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
