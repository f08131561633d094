/// A shape filled with a style over a background: what ``ShapeView/fill(_:style:)`` returns.
///
/// ```swift
/// Circle().stroke(.blue, lineWidth: 2).fill(.white)
/// ```
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape drawn.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style
  /// How its inside is told from its outside.
  public var fillStyle: FillStyle
  /// What is drawn beneath it.
  public var background: Background

  /// `shape` filled with `style` over `background`.
  ///
  /// ```swift
  /// FillShapeView(shape: Circle(), style: Color.white, fillStyle: FillStyle(), background: EmptyView())
  /// ```
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  /// The fill, with the background behind it.
  public var body: some View {
    _ShapeView(shape: shape, style: style, fillStyle: fillStyle).background(background)
  }
}
