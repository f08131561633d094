import Vellum

/// A settings-like screen holding every everyday control, so the gallery shows each the way the
/// platform draws it: switches, steppers, sliders, pickers in each style, progress, text
/// fields, buttons in each style, and list rows with their accessories.
struct ControlsView: View {
  @State private var wifi = true
  @State private var bluetooth = false
  @State private var servings = 4
  @State private var volume = 0.6
  @State private var flavor = "Vanilla"
  @State private var size = "M"
  @State private var sort = "Name"
  @State private var name = "Ada"
  @State private var password = "secret"
  @State private var email = ""
  @State private var hour = 7
  @State private var date = Date(timeIntervalSince1970: 1_780_000_000)
  @State private var tint = Color.orange

  init() {}

  var body: some View {
    NavigationStack {
      Form {
        Section("Connections") {
          Toggle("Wi-Fi", isOn: $wifi)
          Toggle(isOn: $bluetooth) { Label("Bluetooth", systemImage: "wifi") }
          NavigationLink("Account") { Text("Account details") }
          LabeledContent("Version", value: "17.2")
        }
        Section {
          Stepper("Servings: \(servings)", value: $servings, in: 1...12)
          Slider(value: $volume) {
            Text("Volume")
          } minimumValueLabel: {
            Image(systemName: "speaker")
          } maximumValueLabel: {
            Image(systemName: "speaker.wave.2")
          }
        } header: {
          Text("Amounts")
        } footer: {
          Text("Steppers change by one; the slider runs from quiet to loud.")
        }
        Section("Pickers") {
          Picker("Flavor", selection: $flavor) {
            ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
          }
          Picker("Size", selection: $size) {
            Text("S").tag("S")
            Text("M").tag("M")
            Text("L").tag("L")
          }
          .pickerStyle(.segmented)
        }
        Section("Alarm") {
          Picker("Hour", selection: $hour) {
            ForEach(5..<10) { Text("\($0) AM").tag($0) }
          }
          .pickerStyle(.wheel)
          DatePicker("Date", selection: $date, displayedComponents: .date)
          ColorPicker("Tint", selection: $tint)
          Gauge(value: 0.3) { Text("Battery") }
        }
        Section("Sort by") {
          Picker("Sort by", selection: $sort) {
            Text("Name").tag("Name")
            Text("Date").tag("Date")
          }
          .pickerStyle(.inline)
          .labelsHidden()
        }
        Section("Progress") {
          ProgressView(value: 0.4)
          ProgressView("Syncing", value: 0.7)
          ProgressView()
        }
        Section("Text fields") {
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
          TextField("Email", text: $email)
        }
        Section("Buttons") {
          Button("Plain") {}
          Button("Bordered") {}.buttonStyle(.bordered)
          Button("Prominent") {}.buttonStyle(.borderedProminent)
          Button("Delete", role: .destructive) {}
        }
      }
      .navigationTitle("Controls")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { EditButton() }
        ToolbarItem(placement: .primaryAction) {
          Button("Add", systemImage: "plus") {}
        }
      }
    }
  }
}
