import Foundation

/// A shape's outline drawn with a stroke style; its path is the shape's own (Vellum keeps the
/// centre line and draws it stroked rather than computing the outline's area).
///
/// ```swift
/// let ring: StrokedShape<Circle> = Circle().stroke(lineWidth: 4)
/// ```
public struct StrokedShape<Content: Shape>: Shape {
  /// The stroked shape.
  public var content: Content
  /// How the outline is drawn.
  public var style: StrokeStyle

  /// The shape's path.
  public func path(in rect: CGRect) -> Path { content.path(in: rect) }

  /// A stroked shape draws its content's node with the stroke recorded.
  public var body: some View {
    content.modifier(
      AttributesModifier(Attribute(.stroke, ForegroundStyle().outline(style: style))))
  }
}
