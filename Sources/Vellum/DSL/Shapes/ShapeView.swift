/// A view that provides a shape it draws, which can be drawn again on top: fill a shape, then
/// stroke it, as in SwiftUI (iOS 17). The earlier drawing is the later one's background.
///
/// ```swift
/// Circle()
///   .fill(.yellow)
///   .strokeBorder(.orange, lineWidth: 4)
/// ```
@MainActor @preconcurrency
public protocol ShapeView<Content>: View {
  /// The type of shape this view draws.
  associatedtype Content: Shape
  /// The shape this view draws.
  var shape: Content { get }
}

extension ShapeView {
  /// The shape filled with `content`, over this view.
  ///
  /// ```swift
  /// Capsule().stroke(.blue, lineWidth: 2).fill(.white)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// The shape's outline drawn with `content` and a stroke style, over this view.
  ///
  /// ```swift
  /// Circle().fill(.blue).stroke(.white, style: StrokeStyle(lineWidth: 2, dash: [4]))
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// The shape's outline drawn with `content`, `lineWidth` wide, over this view.
  ///
  /// ```swift
  /// Circle().fill(.blue).stroke(.white, lineWidth: 2)
  /// ```
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// The shape's outline drawn inside its frame with `content` and a stroke style, over this
  /// view.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1))
  /// ```
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// The shape's outline drawn inside its frame with `content`, `lineWidth` wide, over this
  /// view.
  ///
  /// ```swift
  /// Circle().fill(.yellow).strokeBorder(.orange, lineWidth: 4)
  /// ```
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
