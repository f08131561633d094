import Testing
import Vellum

@MainActor
@Suite struct PathTests {
  @Test func aRectangleIsFourLinesAndAClose() {
    let path = Path(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(path.description == "0 0 m 2 0 l 2 1 l 0 1 l h")
    #expect(Path(path.description) == path)
    #expect(Path("0 0 m 1 q") == nil)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 2, height: 1))
  }

  @Test func anArcTurnsClockwiseOnScreenWhenClockwiseIsFalse() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
    // From (10, 0) to (0, 10): through the lower right quadrant, y pointing down.
    #expect(path.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
    #expect(path.boundingRect.minY > -1e-9)
    var other = Path()
    other.addArc(
      center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
    #expect(other.boundingRect.minY < -9.9)  // the long way round, through the top
  }

  @Test func trimmingAFullCircleGivesTheRequestedFractionOfItsLength() {
    let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let half = circle.trimmedPath(from: 0, to: 0.5)
    // Starts at the rightmost point and turns clockwise on screen through the bottom.
    #expect(half.boundingRect.minX < 0.01)
    #expect(abs(half.boundingRect.minY - 50) < 0.01)
    #expect(abs(half.boundingRect.maxY - 100) < 0.01)
    #expect(circle.trimmedPath(from: 0.6, to: 0.2).isEmpty)
    #expect(circle.trimmedPath(from: 0, to: 1) == circle)
  }

  @Test func containsUsesTheWindingRule() {
    let ring = Path { path in
      path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    }
    #expect(ring.contains(CGPoint(x: 50, y: 50)))
    #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
    #expect(!ring.contains(CGPoint(x: 99, y: 1)))
  }

  @Test func transformsMoveEveryPoint() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.offsetBy(dx: 5, dy: 0).boundingRect.minX == 5)
    let turned = square.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.boundingRect.minX + 10) < 1e-9)
    let scale = CGAffineTransform(scaleX: 2, y: 4)
    #expect(scale.inverted().concatenating(scale).isIdentity)
  }

  @Test func anglesConvertAndAdd() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect((Angle.degrees(90) + .degrees(45)).degrees == 135)
    #expect((Angle.degrees(360) / 4) == .degrees(90))
    #expect(-Angle.degrees(30) < .zero)
    var data = AnimatablePair(1.0, Angle.degrees(10).animatableData)
    data.scale(by: 2)
    #expect(data.first == 2)
  }

  /// A path computed from an infinite or huge value (a division by zero in drawing code) is
  /// written as Swift writes those numbers, not converted to an `Int` it does not fit.
  @Test func nonFiniteAndHugeCoordinatesAreWrittenNotTrapped() {
    var path = Path()
    path.move(to: CGPoint(x: CGFloat.infinity, y: 1e300))
    path.move(to: CGPoint(x: CGFloat.nan, y: 2.5))
    #expect(path.description == "inf 1e+300 m nan 2.5 m")
    #expect(path.svgData == "Minf 1e+300Mnan 2.5")
  }

  /// Turns beyond the first retrace the circle: an arc of any sweep is a bounded number of
  /// curves that ends where the whole sweep would.
  @Test func anArcOfManyTurnsIsDrawnOnceToTheSameEnd() {
    var path = Path()
    path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e12))
    #expect(path.elements.count <= 9)
    let end = 1e12.truncatingRemainder(dividingBy: 2 * .pi)
    let point = path.currentPoint ?? .zero
    #expect(abs(point.x - 10 * cos(end)) < 1e-6 && abs(point.y - 10 * sin(end)) < 1e-6)
  }
}
