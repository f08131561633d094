import Testing
import Vellum
import VellumTesting

private struct PieSlice: Shape {
  var startAngle: Angle
  var endAngle: Angle
  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(startAngle.radians, endAngle.radians) }
    set {
      startAngle = .radians(newValue.first)
      endAngle = .radians(newValue.second)
    }
  }

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    var path = Path()
    path.move(to: center)
    path.addArc(
      center: center, radius: min(rect.width, rect.height) / 2, startAngle: startAngle,
      endAngle: endAngle, clockwise: false)
    path.closeSubpath()
    return path
  }
}

private struct Diamond: InsettableShape {
  var inset: CGFloat = 0

  nonisolated func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: inset, dy: inset)
    return Path { path in
      path.move(to: CGPoint(x: r.midX, y: r.minY))
      path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
      path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
      path.addLine(to: CGPoint(x: r.minX, y: r.midY))
      path.closeSubpath()
    }
  }

  func inset(by amount: CGFloat) -> Diamond { Diamond(inset: inset + amount) }
}

private struct ShapesScreen: View {
  var body: some View {
    VStack {
      HStack {
        PieSlice(startAngle: .degrees(-90), endAngle: .degrees(0)).fill(.orange)
          .frame(width: 40, height: 40)
        Diamond().strokeBorder(.blue, lineWidth: 2).frame(width: 40, height: 40)
        Circle().trim(from: 0, to: 0.25).stroke(
          .green, style: StrokeStyle(lineWidth: 4, lineCap: .round)
        )
        .frame(width: 40, height: 40)
      }
      Text("Shapes")
        .padding(4)
        .background(.yellow, in: .capsule)
        .clipShape(.rect(cornerRadius: 4))
        .contentShape(.rect)
    }
  }
}

@MainActor
@Suite struct CustomShapeTests {
  @Test func customShapesDrawTheirPathsAsSVG() {
    assertSnapshot(of: ViewHost(ShapesScreen()), as: .html)
  }

  @Test func customShapesTakeABoxOfTheirSpaceInText() {
    assertSnapshot(of: ViewHost(ShapesScreen()), as: .text(width: 30))
  }

  @Test func theTreeNamesEachShapeAndItsPath() {
    let host = ViewHost(
      PieSlice(startAngle: .degrees(0), endAngle: .degrees(90)).fill(.red))
    // Drawn in the rectangle the layout gives it: the safe area, 393 × 759 points.
    #expect(
      host.render(.tree)
        == "Shape name: PieSlice, path: \"M196.5 379.5L393 379.5C393 488.02 305.02 576 196.5 576Z\", "
        + "viewBox: [0, 0, 393, 759], measurementKey: 1, fill: red\n")
    #expect(host.lastUpdate.evaluatedViews == ["PieSlice"])
  }

  @Test func aPathIsDrawnInItsFrameNotStretchedFromASquare() {
    // The corpus's bug: paths were computed in a 100 × 100 square and stretched, so a line to
    // (50, 50) in a 200 × 100 frame ended at (100, 50). SwiftUI draws it where it says.
    let host = ViewHost(
      Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 50, y: 50))
      }
      .stroke(Color.blue)
      .frame(width: 200, height: 100))
    #expect(host.render(.tree).contains(#"path: "M0 0L50 50", viewBox: [0, 0, 200, 100]"#))
    #expect(host.render(.svg).contains(##"viewBox="0 0 200 100""##))
  }

  @Test func anInsetShapeIsInsetByPointsOnEveryEdge() {
    // The corpus's bug: an inset of 10 points was drawn at 30 horizontally in a 300-point-wide
    // frame, the path computed in a 100-point square and stretched.
    struct Inset: Shape {
      func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 10, dy: 10)) }
    }
    let tree = ViewHost(Inset().frame(width: 300, height: 100)).render(.tree)
    #expect(tree.contains("viewBox: [0, 0, 300, 100]"))
    #expect(tree.contains(#"path: "M10 10L290 10L290 90L10 90Z""#), "\(tree)")
  }
}
