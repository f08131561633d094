import Vellum

/// A color mixer, as slider tutorials write one: three sliders, the color they make, and its
/// components shown as percentages.
struct ColorMixer: View {
  @State private var red = 0.5
  @State private var green = 0.25
  @State private var blue = 0.75

  var body: some View {
    VStack(spacing: 16) {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color(red: red, green: green, blue: blue))
        .frame(height: 100)
      channel("Red", value: $red)
      channel("Green", value: $green)
      channel("Blue", value: $blue)
      Button("Reset") {
        red = 0.5
        green = 0.25
        blue = 0.75
      }
    }
    .padding()
  }

  private func channel(_ name: String, value: Binding<Double>) -> some View {
    HStack {
      Text(name)
        .frame(width: 60, alignment: .leading)
      Slider(value: value) { Text(name) }
      Text("\(Int(value.wrappedValue * 100))%")
        .frame(width: 50, alignment: .trailing)
    }
  }
}
