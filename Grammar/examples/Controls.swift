import Vellum

/// Control views and the modifiers that style them, in two tabs.
struct Controls: View {
  @State private var isOn = true
  @State private var size = 1
  @State private var name = "Ada"
  @State private var volume = 2.5
  @State private var due = Date(timeIntervalSince1970: 1_780_000_000)
  @State private var tint = Color.teal

  var body: some View {
    TabView {
      Form {
        Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.switch).controlSize(.small)
        Picker("Size", selection: $size) {
          Text("S").tag(1)
          Text("L").tag(2)
        }
        .pickerStyle(.segmented)
        TextField("Name", text: $name).textFieldStyle(.roundedBorder).onSubmit { isOn = false }
        Label("Star", systemImage: "star").labelStyle(.iconOnly).symbolVariant(.fill)
        ProgressView(value: 0.3).progressViewStyle(.linear)
        Slider(value: $volume, in: 0...10)
        DatePicker("Due", selection: $due, displayedComponents: [.date, .hourAndMinute])
        Button("A day later") { due = due.addingTimeInterval(86_400) }
        ColorPicker("Tint", selection: $tint, supportsOpacity: false)
        Gauge(value: volume, in: 0...10) {
          Text("Level")
        } currentValueLabel: {
          Text("\(Int(volume))")
        }
        LabeledContent("Version", value: "1.0")
        TextEditor(text: $name)
        GroupBox("Box") { Text("Inside") }
        DisclosureGroup("More") { Text("Hidden") }
        ControlGroup { Button("A") {} }
        ContentUnavailableView("Empty", systemImage: "tray", description: Text("Nothing yet"))
        Text("Badge").badge(3).accessibilityLabel("A badge").accessibilityHint("Counts")
        Text("Secret").redacted(reason: .placeholder).id(7)
        Text("Ring").overlay(alignment: .topTrailing) { Text("•") }
      }
      .tabItem { Label("Home", systemImage: "house") }
      LazyVStack(alignment: .leading, spacing: 2) { Text("Lazy") }
        .tabItem { Text("List") }
    }
  }
}
