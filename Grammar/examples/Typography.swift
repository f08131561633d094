import Vellum

/// Text, effect and sizing modifiers.
struct Typography: View {
  @State private var isLoud = false

  var body: some View {
    VStack {
      Text("Weight").fontWeight(.semibold).fontDesign(.rounded).lineLimit(2)
      Text("Lines").lineSpacing(4).multilineTextAlignment(.center).truncationMode(.middle)
      Text("Case").textCase(isLoud ? .uppercase : .lowercase).kerning(1).tracking(2)
      Text("Marks").underline().strikethrough(false).monospaced().monospacedDigit()
      Text("Scale").minimumScaleFactor(0.5).allowsTightening(true).baselineOffset(3)
      Text("Effects").blur(radius: 2).brightness(0.1).contrast(1.2).saturation(0.5)
      Text("More").grayscale(1).offset(x: 4, y: 2).scaleEffect(1.5).zIndex(1)
      Text("Clip").clipped().colorInvert().compositingGroup().allowsHitTesting(false)
      Text("Size").fixedSize().layoutPriority(1).scaledToFit().hidden()
      Button("Louder") { isLoud = true }
    }
  }
}
