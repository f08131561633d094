import Testing
import Vellum

/// iOS 17's shape views: a shape filled and then stroked, each drawing over the one before
/// (issue 60). Source: Apple's documentation of `ShapeView` ("A view that provides a shape
/// that you can use for drawing operations… use this type with the drawing methods on Shape
/// to apply multiple fills and/or strokes to a shape") and of `fill(_:style:)`,
/// `stroke(_:lineWidth:antialiased:)` and `strokeBorder(_:lineWidth:antialiased:)` on it.
@MainActor
@Suite struct ShapeViewTests {
  @Test func aFilledShapeStrokedOnTopDrawsBoth() throws {
    let badge = Circle()
      .fill(.yellow)
      .strokeBorder(.orange, lineWidth: 4)
      .frame(width: 40, height: 40)
    let tree = ViewHost(badge).render(.tree)
    // The border is the shape inset by half its width, stroked; the fill is its background.
    #expect(tree.hasPrefix("Shape name: InsetBy<Circle>"), "\(tree)")
    #expect(tree.contains("stroke: (style: orange, lineWidth: 4), background: yellow"), "\(tree)")
    // Painted: the yellow disc first, the orange ring over it, 2 points in from the edge.
    let svg = ViewHost(badge).render(.svg)
    let disc = try #require(svg.range(of: #"r="20" fill="rgb(255,204,0)""#), "\(svg)")
    let ring = try #require(svg.range(of: #"stroke="rgb(255,149,0)" stroke-width="4""#), "\(svg)")
    #expect(disc.lowerBound < ring.lowerBound)
  }

  @Test func shapeViewsChainAndKeepTheirShape() {
    let stroked: StrokeShapeView<Capsule, Color, _ShapeView<Capsule, Color>> =
      Capsule().fill(.blue).stroke(.white, lineWidth: 2)
    #expect(stroked.strokeStyle.lineWidth == 2)
    #expect(stroked.background.style == .blue)
    let filled:
      FillShapeView<Capsule, Color, StrokeShapeView<Capsule, Color, _ShapeView<Capsule, Color>>> =
        stroked.fill(.red)
    #expect(filled.shape == Capsule())
  }

  /// A fill alone draws as it did before shape views: the shape's node with its fill.
  @Test func aFillAloneIsTheShapeWithItsFill() {
    let tree = ViewHost(Rectangle().fill(Color.green)).render(.tree)
    #expect(tree == "Rectangle fill: green\n")
  }
}
