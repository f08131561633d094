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
    #expect(
      host.render(.tree)
        == "Shape name: PieSlice, path: \"M50 50L100 50C100 77.61 77.61 100 50 100Z\", fill: red\n")
    #expect(host.lastUpdate.evaluatedViews == ["PieSlice"])
  }
}
