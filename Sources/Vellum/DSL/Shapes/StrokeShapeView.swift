/// A shape's outline drawn with a style over a background: what
/// ``ShapeView/stroke(_:style:antialiased:)`` returns.
///
/// ```swift
/// Circle().fill(.blue).stroke(.white, lineWidth: 2)
/// ```
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
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

  /// `shape`'s outline drawn with `style` over `background`.
  ///
  /// ```swift
  /// StrokeShapeView(shape: Circle(), style: Color.white, strokeStyle: StrokeStyle(lineWidth: 2), isAntialiased: true, background: EmptyView())
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

  /// The outline, with the background behind it.
  public var body: some View {
    shape.stroke(style, style: strokeStyle, antialiased: isAntialiased).background(background)
  }
}
