import Vellum

/// A star with a chosen number of points, drawn by a path that walks its outer and inner
/// corners, as drawing tutorials write a custom shape.
struct Star: Shape {
  var points: Int
  var innerRatio: Double = 0.45

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    let inner = outer * innerRatio
    let step = Double.pi / Double(points)
    var path = Path()
    for corner in 0..<(points * 2) {
      let radius = corner % 2 == 0 ? outer : inner
      let angle = Double(corner) * step - .pi / 2
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if corner == 0 {
        path.move(to: point)
      } else {
        path.addLine(to: point)
      }
    }
    path.closeSubpath()
    return path
  }
}

/// A hexagon standing on a point, its sides bent slightly outward by quadratic curves.
struct Hexagon: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      let width = rect.width
      let height = rect.height
      path.move(to: CGPoint(x: width * 0.5, y: 0))
      path.addQuadCurve(
        to: CGPoint(x: width, y: height * 0.25), control: CGPoint(x: width * 0.8, y: height * 0.08))
      path.addLine(to: CGPoint(x: width, y: height * 0.75))
      path.addQuadCurve(
        to: CGPoint(x: width * 0.5, y: height),
        control: CGPoint(x: width * 0.8, y: height * 0.92))
      path.addQuadCurve(
        to: CGPoint(x: 0, y: height * 0.75), control: CGPoint(x: width * 0.2, y: height * 0.92))
      path.addLine(to: CGPoint(x: 0, y: height * 0.25))
      path.addQuadCurve(
        to: CGPoint(x: width * 0.5, y: 0), control: CGPoint(x: width * 0.2, y: height * 0.08))
      path.closeSubpath()
    }
  }
}

/// A pie slice from one angle to another, for a progress wedge.
struct Wedge: Shape {
  var startAngle: Angle = .degrees(-90)
  var endAngle: Angle

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.move(to: center)
    path.addArc(
      center: center, radius: min(rect.width, rect.height) / 2, startAngle: startAngle,
      endAngle: endAngle, clockwise: false)
    path.closeSubpath()
    return path
  }
}

/// A badge maker: a hexagon behind a star whose points a stepper sets, a wedge showing how
/// many of ten badges are earned, and a clipped preview.
struct BadgeMaker: View {
  @State private var points = 5
  @State private var earned = 3
  @State private var isOutlined = false

  private var share: Angle { .degrees(360 * Double(earned) / 10 - 90) }

  var body: some View {
    VStack(spacing: 16) {
      ZStack {
        Hexagon()
          .fill(.indigo)
        if isOutlined {
          Star(points: points)
            .stroke(.yellow, lineWidth: 3)
            .padding(24)
        } else {
          Star(points: points)
            .fill(.yellow)
            .padding(24)
        }
      }
      .frame(width: 160, height: 180)
      Stepper("Points: \(points)", value: $points, in: 3...12)
      Toggle("Outline only", isOn: $isOutlined)
      HStack {
        Wedge(endAngle: share)
          .fill(.green)
          .frame(width: 44, height: 44)
        Text("\(earned) of 10 earned")
        Spacer()
        Button("Earn one") { earned = min(earned + 1, 10) }
      }
      Text("Preview")
        .padding()
        .background(.orange)
        .clipShape(Hexagon())
    }
    .padding()
  }
}
