import Foundation
import Testing
import Vellum
import VellumTesting

private struct Item: Identifiable {
  let id: Int
  var name: String
}

extension ImageResource {
  fileprivate static let flagFinland = ImageResource(name: "flag-fi", bundle: .main)
  fileprivate static let flagSweden = ImageResource(name: "flag-se", bundle: .main)
}

private struct Forms: View {
  @State private var number = 3
  @State private var amount = 4.5
  @State private var volume = 0.5
  @State private var isOn = true
  @State private var people = 2
  @State private var selection: Set<Int> = []
  @State private var picked: Int?
  @State private var name = ""
  @State private var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
  let date = Date(timeIntervalSince1970: 86_400 * 365)
  let formatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 2
    return formatter
  }()

  var body: some View {
    NavigationStack {
      Form {
        NavigationLink("Details") { Text("Detail screen") }
        NavigationLink("Seven", value: 7)
        TextField("Number", value: $number, format: .number)
        TextField("Amount", value: $amount, formatter: formatter)
        Text(date, style: .date)
        Text(timerInterval: date...date.addingTimeInterval(90), countsDown: true)
        Text(date, format: .iso8601)
        Text(date, format: .dateTime.year())
        Button("Delete", systemImage: "trash") {}
        Label("Estonia", image: "flag-ee")
        Label("Finland", image: .flagFinland)
        Button("Sweden", image: .flagSweden) {}
        Toggle("Alerts", systemImage: "bell", isOn: $isOn)
        TextField(text: $name, prompt: Text("Required")) { Text("Name") }
        TextField("Notes", text: $name, axis: .vertical)
        SecureField(text: $name, prompt: Text("Secret")) { Text("Password") }
        Text(DateInterval(start: date, duration: 86_400))
        Text(NSNumber(value: 3.5), formatter: formatter)
        Text(AttributedString("Attributed"))
        Text("Rated \(Image(systemName: "star.fill")) 4.5")
        Stepper("Offset", value: $number, step: 5)
        Image(decorative: "flourish")
        Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)
        Color(white: 0.5)
        Color(hue: 0.5, saturation: 1, brightness: 1)
        Slider(value: $volume, in: 0...1, step: 0.1) {
          Text("Volume")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("1")
        } onEditingChanged: { _ in
        }
        Section {
          Text("Row")
        } footer: {
          Text("Footer")
        }
        Section {
          Text("Row")
        } header: {
          Text("Header")
        } footer: {
          Text("Footer")
        }
        Stepper("Number", value: $number, in: 0...10, step: 2, format: .number)
        Toggle(isOn: $isOn) { Text("Custom label") }
        Picker(selection: $people, label: Text("People")) {
          ForEach(2..<6) { Text("\($0) people") }
        }
      }
      List([1, 2, 3], id: \.self, selection: $selection) { Text("Row \($0)") }
      List($items) { $item in TextField("Item", text: $item.name) }
    }
  }
}

@MainActor
@Suite struct InitializerFormTests {
  @Test func everyFormCompilesAndRenders() {
    let host = ViewHost(Forms())
    #expect(host.diagnostics.isEmpty)
    assertSnapshot(of: host, as: .tree)
  }

  @Test func aPickerTagsForEachRowsWithTheirIDs() throws {
    let host = ViewHost(Forms())
    #expect(host.render(.text(width: 60)).contains("People"))
    try host.select("4 people", in: "People")
    #expect(host.root.visibleText.contains("4 people"))
    #expect(host.render(.text(width: 60)).contains("4 people"))
  }

  @Test func aValueFieldParsesWhatIsTyped() throws {
    let host = ViewHost(Forms())
    try host.type("12", into: "Number")
    #expect(host.render(.tree).contains("TextField title: \"Number\", text: $\"12\""))
    try host.type("7.25", into: "Amount")
    #expect(host.render(.tree).contains("text: $\"7.25\""))
    try host.type("not a number", into: "Amount")
    #expect(host.render(.tree).contains("text: $\"7.25\""))
  }

  @Test func namedImagesAreLabelledByTheirNameAndDecorativeOnesAreNot() throws {
    var tapped: [String] = []
    let host = ViewHost(
      VStack {
        Button {
          tapped.append("ee")
        } label: {
          Image("Estonia")
        }
        Button {
          tapped.append("fi")
        } label: {
          Image("flag-fi", label: Text("Finland"))
        }
        Button {
          tapped.append("x")
        } label: {
          Image(decorative: "ornament")
        }
      })
    try host.tap("Estonia")
    try host.tap("Finland")
    #expect(throws: InteractionError.self) { try host.tap("ornament") }
    #expect(tapped == ["ee", "fi"])
    #expect(host.render(.html).contains("aria-hidden=\"true\""))
  }

  @Test func markdownInALiteralIsStyledButNotInInterpolatedValues() {
    let name = "*not italic*"
    let host = ViewHost(
      Text("**Bold**, _italic_, ~~gone~~, `code`, [link](https://example.com) \(name) snake_case"))
    assertSnapshot(of: host, as: .tree)
    #expect(host.root.visibleText == "Bold, italic, gone, code, link *not italic* snake_case")
    #expect(ViewHost(Text("**\(name)**")).render(.tree).contains("bold: true"))
    #expect(ViewHost(Text("2 * 3 = 6")).render(.tree) == "Text text: \"2 * 3 = 6\"\n")
    // A value with Markdown's characters before the literal's Markdown, and a plain value
    // after it: only the literal is styled.
    let after = ViewHost(Text("\(name) **after** \(7)"))
    #expect(after.root.visibleText == "*not italic* after 7")
    #expect(after.render(.tree).contains("bold: true"))
  }

  @Test func datesInTextReadTheHostClock() {
    struct Countdown: View {
      let end: Date
      var body: some View {
        VStack {
          Text(end, style: .timer)
          Text(end, style: .relative)
          Text(end, style: .offset)
          Text(end, style: .time)
          Text(timerInterval: end.addingTimeInterval(-300)...end)
        }
      }
    }
    let start = ViewHost(Text("")).now
    let host = ViewHost(Countdown(end: start.addingTimeInterval(3_725)))
    #expect(host.root.visibleText == "1:02:05 1 hr, 2 min +1 hour, 2 minutes 10:43 AM 5:00")
    host.advance(by: .seconds(3_600))
    #expect(host.root.visibleText.hasPrefix("1:02:05"))
  }

  @Test func aSliderReportsEditingAroundEachChange() throws {
    var events: [Bool] = []
    var value = 0.0
    let binding = Binding(get: { value }, set: { value = $0 })
    let host = ViewHost(
      Slider(
        value: binding, in: 0...10, label: { Text("Level") },
        onEditingChanged: { events.append($0) }))
    try host.slide("Level", to: 4)
    #expect(value == 4)
    #expect(events == [true, false])
  }

  @Test func anImageInsideTextIsDrawnInlineInEveryRendering() {
    let host = ViewHost(
      VStack {
        Text("Rated \(Image(systemName: "star.fill")) 4.5").bold()
        Text(Image(systemName: "heart")) + Text(" Liked")
      })
    #expect(host.render(.text(width: 20)).contains("Rated ★ 4.5"))
    #expect(host.render(.text(width: 20)).contains("♡ Liked"))
    assertSnapshot(of: host, as: .html)
    // Images add no characters to the text a search reads.
    #expect(host.root.visibleText == "Rated  4.5  Liked")
  }

  @Test func olderTextFieldCallbacksRunAroundTypingAndSubmitting() throws {
    var events: [String] = []
    var text = ""
    let binding = Binding(get: { text }, set: { text = $0 })
    let host = ViewHost(
      TextField(
        "Search", text: binding, onEditingChanged: { events.append("editing \($0)") },
        onCommit: { events.append("commit \(text)") }))
    try host.type("tacos", into: "Search")
    try host.submit("Search")
    #expect(events == ["editing true", "commit tacos", "editing false"])
  }

  @Test func anUnboundedStepperStepsAndReportsEditing() throws {
    var events: [Bool] = []
    var value = 0
    let binding = Binding(get: { value }, set: { value = $0 })
    let host = ViewHost(
      Stepper(
        value: binding, step: 5, label: { Text("Offset") }, onEditingChanged: { events.append($0) })
    )
    try host.decrement("Offset")
    try host.decrement("Offset")
    #expect(value == -10)
    #expect(events == [true, false, true, false])
  }
}
