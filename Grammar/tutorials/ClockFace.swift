import Vellum

/// A clock hand from the middle of its frame straight up, as long as a share of the radius:
/// the view turns it with `rotationEffect`.
struct ClockHand: Shape {
  var length: Double
  var width: Double = 4

  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    let tip = CGPoint(x: rect.midX, y: rect.midY - radius * length)
    return Path(
      roundedRect: CGRect(x: tip.x - width / 2, y: tip.y, width: width, height: radius * length),
      cornerRadius: width / 2)
  }
}

/// Twelve hour marks round the edge of the face.
struct HourTicks: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    for hour in 0..<12 {
      let angle = Angle.degrees(Double(hour) * 30).radians
      let inner = hour % 3 == 0 ? radius * 0.8 : radius * 0.88
      path.move(to: CGPoint(x: center.x + inner * sin(angle), y: center.y - inner * cos(angle)))
      path.addLine(
        to: CGPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle)))
    }
    return path
  }
}

/// A clock face, as drawing tutorials build one: hour marks and two hands from custom
/// shapes, turned by angles computed from the time, which buttons move on.
struct ClockFace: View {
  @State private var minutes = 10 * 60 + 10

  private var hourAngle: Angle { .degrees(Double(minutes % 720) / 2) }
  private var minuteAngle: Angle { .degrees(Double(minutes % 60) * 6) }
  private var time: String {
    String(format: "%d:%02d", (minutes / 60 + 11) % 12 + 1, minutes % 60)
  }

  var body: some View {
    VStack(spacing: 16) {
      ZStack {
        Circle()
          .fill(.white)
        Circle()
          .stroke(.gray, lineWidth: 2)
        HourTicks()
          .stroke(.primary, lineWidth: 2)
          .padding(6)
        ClockHand(length: 0.5, width: 6)
          .fill(.primary)
          .rotationEffect(hourAngle)
        ClockHand(length: 0.8)
          .fill(.blue)
          .rotationEffect(minuteAngle)
        Circle()
          .fill(.red)
          .frame(width: 8, height: 8)
      }
      .frame(width: 180, height: 180)
      Text(time)
        .font(.system(size: 28, weight: .semibold, design: .rounded))
        .monospacedDigit()
      HStack {
        Button("+1 hour") { minutes += 60 }
        Button("+15 minutes") { minutes += 15 }
        Button("Noon") { minutes = 12 * 60 }
      }
      .buttonStyle(.bordered)
    }
    .padding()
  }
}
