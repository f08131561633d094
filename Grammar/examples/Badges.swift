import Vellum

/// Badges painted with colors, gradients and shapes kept as values.
@MainActor public struct Badges: View {
  @State private(set) var isHighlighted = false
  var tint: Color = .red
  var shades = [Color(white: 0.6), Color(red: 1, green: 0.5, blue: 0).opacity(0.5)]
  var glows = [Color.yellow, Color(hue: 0.1, saturation: 0.8, brightness: 1)]

  /// The badges, and a button that highlights them.
  public var body: some View {
    VStack(spacing: 12) {
      Text(isHighlighted ? "Highlighted" : "Plain")
        .padding()
        .background(
          LinearGradient(
            colors: isHighlighted ? glows : shades, startPoint: .leading, endPoint: .trailing)
        )
        .clipShape(.rect(cornerRadius: 8))
      Text("Tint")
        .foregroundStyle(isHighlighted ? Color.white : tint)
        .padding(8)
        .background(Color(hue: 0.5, saturation: 1, brightness: isHighlighted ? 0.6 : 1))
        .clipShape(Circle())
      Text("Gray")
        .foregroundStyle(
          LinearGradient(
            gradient: Gradient(colors: [.gray, Color.black]), startPoint: .top, endPoint: .bottom)
        )
        #if os(iOS) || canImport(UIKit)
          .clipShape(Capsule())
        #elseif DEBUG && !targetEnvironment(simulator)
          .clipShape(RoundedRectangle(cornerRadius: 4))
        #else
          .clipShape(RoundedRectangle(cornerRadius: 6))
        #endif
      BadgeCounter("Stars", from: 10)
      BadgeCounter("Hearts")
      Button(isHighlighted ? "Dim" : "Highlight") { isHighlighted.toggle() }
        .padding()
        .background(isHighlighted ? Color.black.opacity(0.2) : .clear)
        .clipShape(Capsule())
    }
  }
}

/// A counter whose initializer names it and starts its count.
struct BadgeCounter: View {
  let title: String
  @State private var count: Int

  init(_ title: String, from start: Int = 0) {
    self.title = title.uppercased()
    _count = State(initialValue: start)
  }

  var body: some View {
    Button("\(title): \(count)") { count += 1 }
  }
}
