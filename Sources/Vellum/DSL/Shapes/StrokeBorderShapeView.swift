/// A shape's outline drawn inside its frame with a style over a background: what
/// ``ShapeView/strokeBorder(_:style:antialiased:)`` returns.
///
/// ```swift
/// Circle().fill(.yellow).strokeBorder(.orange, lineWidth: 4)
/// ```
public struct StrokeBorderShapeView<
  Content: InsettableShape, Style: ShapeStyle, Background: View
>: ShapeView {
  /// The shape drawn.
  public var shape: Content
  /// The style its outline is drawn with.
  public var style: Style
  /// The outline's width, caps, joins and dashes.
  public var strokeStyle: StrokeStyle
  /// Whether the outline is antialiased.
  public var isAntialiased: Bool
  /// What is drawn beneath it.
  public var background: Background

  /// `shape`'s outline drawn inside its frame with `style` over `background`.
  ///
  /// ```swift
  /// StrokeBorderShapeView(shape: Circle(), style: Color.orange, strokeStyle: StrokeStyle(lineWidth: 4), isAntialiased: true, background: EmptyView())
  /// ```
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  /// The outline, inset by half its width, with the background behind it.
  public var body: some View {
    shape.strokeBorder(style, style: strokeStyle, antialiased: isAntialiased)
      .background(background)
  }
}
