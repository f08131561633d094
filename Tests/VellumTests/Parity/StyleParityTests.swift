import Testing
import Vellum
import VellumTesting

/// SwiftUI's style protocols and built-in styles (issue 16, "Styles"): a custom style's body
/// is what renders and what interactions reach, and each built-in style changes the text and
/// HTML renderings as it changes the platform's look.
@MainActor
@Suite struct StyleParityTests {
  private struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        if configuration.role == .destructive { Image(systemName: "trash") }
        configuration.label.bold()
        if configuration.isPressed { Text("pressed") }
      }
      .padding(8).background(.blue, in: .capsule)
    }
  }

  /// A primitive style whose body decides what triggers the action: a tap on its label.
  private struct TapLabelStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.italic().onTapGesture { configuration.trigger() }
    }
  }

  /// A primitive style that wraps the standard button, drawn by the styles outside it.
  private struct WrappingStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("wrapped")
        Button(configuration)
      }
    }
  }

  private struct Counter: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Button("Custom") { count += 1 }.buttonStyle(CapsuleStyle())
        Button("Delete", role: .destructive) { count += 10 }.buttonStyle(CapsuleStyle())
        Button("Primitive") { count += 100 }.buttonStyle(TapLabelStyle())
        Button("Wrapped") { count += 1000 }.buttonStyle(WrappingStyle()).buttonStyle(.bordered)
        Text("count \(count)")
      }
    }
  }

  @Test func customButtonStylesDrawTheButtonAndTheirButtonsStillRun() throws {
    let host = ViewHost(Counter())
    assertSnapshot(of: host, as: .text(width: 40), named: "custom-buttons")
    assertSnapshot(of: host, as: .html, named: "custom-buttons")
    try host.tap("Custom")
    try host.tap("Delete")
    try host.tap("Primitive")
    try host.tap("Wrapped")
    #expect(host.render(.text(width: 40)).contains("count 1111"))
  }

  @Test func builtInButtonStyles() {
    let view = VStack {
      Button("Automatic") {}.buttonStyle(.automatic)
      Button("Plain") {}.buttonStyle(.plain)
      Button("Borderless") {}.buttonStyle(.borderless)
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Prominent") {}.buttonStyle(.borderedProminent)
      Button("Legacy") {}.buttonStyle(BorderedButtonStyle())
      Button("Inner wins") {}.buttonStyle(.bordered).buttonStyle(.borderedProminent)
      HStack {
        Button("Small") {}
        Button("Capsule") {}.buttonBorderShape(.capsule)
        Button("Radius") {}.buttonBorderShape(.roundedRectangle(radius: 4))
      }.buttonStyle(.bordered).controlSize(.small)
      Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
    }
    assertSnapshot(of: view, as: .text(width: 40), named: "builtin-buttons")
    assertSnapshot(of: view, as: .html, named: "builtin-buttons")
  }

  @Test func controlSizeIsReadFromTheEnvironment() {
    struct Reader: View {
      @Environment(\.controlSize) private var size
      var body: some View { Text("\(size)") }
    }
    #expect(ViewHost(Reader().controlSize(.mini)).render(.tree).contains("\"mini\""))
    #expect(ViewHost(Reader()).render(.tree).contains("\"regular\""))
  }

  private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.icon
        configuration.title.font(.caption)
      }
    }
  }

  @Test func labelStyles() throws {
    struct Screen: View {
      @State private var adds = 0
      var body: some View {
        VStack(alignment: .leading) {
          Label("Automatic", systemImage: "star").labelStyle(.automatic)
          Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
          Label("Title only", systemImage: "star").labelStyle(.titleOnly)
          Label("Both", systemImage: "star").labelStyle(.titleAndIcon)
          Label("Vertical", systemImage: "tray").labelStyle(VerticalLabelStyle())
          Label("Legacy", systemImage: "star").labelStyle(IconOnlyLabelStyle())
          Button("Add", systemImage: "plus") { adds += 1 }.labelStyle(.iconOnly)
          Text("\(adds) adds")
        }
      }
    }
    let host = ViewHost(Screen())
    assertSnapshot(of: host, as: .text(width: 30), named: "labels")
    assertSnapshot(of: host, as: .html, named: "labels")
    try host.tap("Add")
    #expect(host.render(.text(width: 30)).contains("1 adds"))
  }

  private struct CheckmarkStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button {
        configuration.isOn.toggle()
      } label: {
        Label {
          configuration.label
        } icon: {
          Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        }
      }
    }
  }

  @Test func toggleStyles() throws {
    struct Settings: View {
      @State private var wifi = true
      @State private var bold = false
      @State private var remember = false
      @State private var agree = false
      @State private var plain = false
      var body: some View {
        VStack {
          Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
          Toggle("Bold", isOn: $bold).toggleStyle(.button)
          Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox)
          Toggle("Agree", isOn: $agree).toggleStyle(CheckmarkStyle())
          Toggle("Plain", isOn: $plain).toggleStyle(.automatic).toggleStyle(SwitchToggleStyle())
        }
      }
    }
    let host = ViewHost(Settings())
    assertSnapshot(of: host, as: .text(width: 30), named: "toggles")
    assertSnapshot(of: host, as: .html, named: "toggles")
    try host.tap("Bold")
    try host.toggle("Remember me")
    try host.tap("Agree")
    try host.tap("Wi-Fi")
    let text = host.render(.text(width: 30))
    #expect(text.contains("[✓ Bold ]"))
    #expect(text.contains("[x] Remember me"))
    #expect(text.contains("☑") || host.render(.tree).contains("checkmark.square"))
    #expect(text.contains("Wi-Fi") && text.contains("[off]"))
  }

  private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
  }

  @Test func pickerStyles() throws {
    struct Menu: View {
      @State private var flavor = Flavor.chocolate
      var body: some View {
        VStack(alignment: .leading) {
          ForEach(
            ["menu", "segmented", "inline", "wheel", "navigationLink", "palette"], id: \.self
          ) {
            name in
            picker(name)
          }
        }
      }

      @ViewBuilder private func picker(_ name: String) -> some View {
        let picker = Picker(name, selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
        switch name {
        case "menu": picker.pickerStyle(.menu)
        case "segmented": picker.pickerStyle(.segmented)
        case "inline": picker.pickerStyle(.inline)
        case "wheel": picker.pickerStyle(WheelPickerStyle())
        case "navigationLink": picker.pickerStyle(.navigationLink)
        default: picker.pickerStyle(.palette)
        }
      }
    }
    let host = ViewHost(Menu())
    assertSnapshot(of: host, as: .text(width: 40), named: "pickers")
    assertSnapshot(of: host, as: .html, named: "pickers")
    try host.select("Strawberry", in: "segmented")
    #expect(host.render(.text(width: 40)).contains("| Vanilla | Chocolate | [Strawberry] |"))
  }

  @Test func listAndTextFieldStyles() {
    let view = VStack {
      List { Section("Plain") { Text("Row") } }.listStyle(.plain)
      List { Section("Grouped") { Text("Row") } }.listStyle(.grouped)
      List { Text("Inset grouped") }.listStyle(.insetGrouped)
      List { Text("Inset") }.listStyle(.inset)
      List { Text("Sidebar") }.listStyle(.sidebar)
      List { Text("Default") }.listStyle(.automatic)
      List { Text("Legacy") }.listStyle(PlainListStyle())
      TextField("Plain field", text: .constant("")).textFieldStyle(.plain)
      TextField("Rounded field", text: .constant("")).textFieldStyle(.roundedBorder)
      TextField("Legacy field", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())
      SecureField("Secret", text: .constant("")).textFieldStyle(.roundedBorder)
    }
    assertSnapshot(of: view, as: .text(width: 30), named: "lists-fields")
    assertSnapshot(of: view, as: .html, named: "lists-fields")
  }
}
