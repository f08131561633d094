import Foundation
import Testing
import Vellum
import VellumTesting

/// SwiftUI's grouping and status controls (issue 17, "Views and controls", with their styles
/// from issue 16): rendered in text and HTML, and driven the way a person uses them.
@MainActor
@Suite struct ControlParityTests {
  private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
      }
    }
  }

  @Test func progressViews() {
    let progress = Progress(totalUnitCount: 4)
    progress.completedUnitCount = 1
    let view = VStack(alignment: .leading) {
      ProgressView()
      ProgressView("Loading…")
      ProgressView(value: 0.25)
      ProgressView("Upload", value: 3, total: 4)
      ProgressView(value: 0.5) {
        Text("Sync")
      } currentValueLabel: {
        Text("50%")
      }
      ProgressView(value: 0.75).progressViewStyle(.circular)
      ProgressView(value: 0.4).progressViewStyle(.linear)
      ProgressView(progress)
      ProgressView(value: Double?.none) { Text("Waiting") }
      ProgressView("Styled", value: 0.6).progressViewStyle(PercentStyle())
    }
    assertSnapshot(of: view, as: .text(width: 30), named: "progress")
    assertSnapshot(of: view, as: .html, named: "progress")
  }

  @Test func aTimerProgressIsReadOnTheHostClock() {
    /// Started 30 seconds before the host's clock (2024-01-01 09:41:00 UTC), lasting 2 minutes.
    struct Brew: View {
      let countsDown: Bool
      var body: some View {
        let start = Date(timeIntervalSince1970: 1_704_102_030)
        ProgressView(timerInterval: start...start.addingTimeInterval(120), countsDown: countsDown) {
          Text("Brewing")
        }
      }
    }
    #expect(ViewHost(Brew(countsDown: false)).render(.tree).contains("value: 0.25"))
    #expect(ViewHost(Brew(countsDown: true)).render(.tree).contains("value: 0.75"))
    // Its current value is the default date label: the time left, or passed when counting up
    // (Apple's documentation: `CurrentValueLabel` is `DefaultDateProgressLabel`).
    #expect(ViewHost(Brew(countsDown: true)).root.visibleText.contains("1:30"))
    #expect(ViewHost(Brew(countsDown: false)).root.visibleText.contains("0:30"))
    let plain: ProgressView<EmptyView, DefaultDateProgressLabel> = ProgressView(
      timerInterval: Date(
        timeIntervalSince1970: 1_704_102_030)...Date(
          timeIntervalSince1970: 1_704_102_150))
    #expect(ViewHost(plain).root.visibleText.contains("1:30"))
  }

  @Test func gauges() {
    let view = VStack(alignment: .leading) {
      Gauge(value: 0.3) { Text("CPU") }
      Gauge(value: 40, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("40%")
      }
      Gauge(value: 20, in: 0...40) {
        Text("Temperature")
      } currentValueLabel: {
        Text("20°")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("40")
      }
      Gauge(value: 0.5) {
        Text("Mix")
      } currentValueLabel: {
        Text("½")
      } markedValueLabels: {
        Text("mark")
      }
      Gauge(value: 0.75) {
        Text("AQI")
      } currentValueLabel: {
        Text("75")
      }
      .gaugeStyle(.accessoryCircular)
      Gauge(value: 0.2) { Text("Disk") }.gaugeStyle(.linearCapacity)
    }
    assertSnapshot(of: view, as: .text(width: 30), named: "gauges")
    assertSnapshot(of: view, as: .html, named: "gauges")
  }

  private struct ChevronStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        Button(configuration.isExpanded ? "Hide" : "Show") {
          configuration.isExpanded.toggle()
        }
        if configuration.isExpanded { configuration.content }
      }
    }
  }

  @Test func disclosureGroupsExpandWhenTheirLabelIsTapped() throws {
    struct Settings: View {
      @State private var showsNotes = true
      var body: some View {
        VStack(alignment: .leading) {
          DisclosureGroup("Advanced") { Text("Debug logging") }
          DisclosureGroup(isExpanded: $showsNotes) {
            Text("Remember the milk")
          } label: {
            Label("Notes", systemImage: "note")
          }
          DisclosureGroup("Styled") { Text("Hidden text") }.disclosureGroupStyle(ChevronStyle())
          Text(showsNotes ? "notes shown" : "notes hidden")
        }
      }
    }
    let host = ViewHost(Settings())
    assertSnapshot(of: host, as: .text(width: 30), named: "disclosure-collapsed")
    #expect(!host.render(.text(width: 30)).contains("Debug logging"))
    try host.tap("Advanced")
    try host.tap("Notes")
    try host.tap("Show")
    let text = host.render(.text(width: 30))
    #expect(text.contains("▾ Advanced") && text.contains("Debug logging"))
    #expect(text.contains("notes hidden") && !text.contains("Remember the milk"))
    #expect(text.contains("Hidden text") && text.contains("Hide"))
    assertSnapshot(of: host, as: .html, named: "disclosure-expanded")
  }

  private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        configuration.label.font(.caption)
        configuration.content
      }
    }
  }

  private struct PanelStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        configuration.label.italic()
        configuration.content
      }.border(Color.gray)
    }
  }

  @Test func labeledContentGroupBoxesAndEmptyStates() {
    let view = VStack(alignment: .leading) {
      LabeledContent("Version", value: "1.2")
      LabeledContent(String("Build"), value: String("42"))
      LabeledContent("Price", value: 12.5, format: .number)
      LabeledContent(String("Distance"), value: 3, format: .number)
      LabeledContent("Volume") { Text("Loud") }
      LabeledContent {
        Text("ada@example.com")
      } label: {
        Label("Email", systemImage: "envelope")
      }
      LabeledContent("Stacked", value: "value").labeledContentStyle(StackedStyle())
      GroupBox("Today") { Text("3 tasks due") }
      GroupBox { Text("No label") }
      GroupBox {
        Text("Body")
      } label: {
        Label("Summary", systemImage: "doc")
      }
      GroupBox(label: Text("Legacy")) { Text("Old form") }
      GroupBox("Styled") { Text("Inside") }.groupBoxStyle(PanelStyle())
      ContentUnavailableView(
        "No Favorites", systemImage: "star", description: Text("Tap ☆ to add one."))
      ContentUnavailableView(String("No Photos"), image: "album")
      ContentUnavailableView.search
      ContentUnavailableView.search(text: "kale")
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray")
      } description: {
        Text("New mail appears here.")
      } actions: {
        Button("Refresh") {}
      }
    }
    assertSnapshot(of: view, as: .text(width: 36), named: "labeled-groups-empty")
    assertSnapshot(of: view, as: .html, named: "labeled-groups-empty")
  }

  @Test func linksOpenTheirURLThroughOpenURL() throws {
    let privacy = URL(string: "https://example.com/privacy")!
    let help = URL(string: "https://example.com/help")!
    struct About: View {
      let privacy: URL
      let help: URL
      @Environment(\.openURL) private var openURL
      var body: some View {
        VStack {
          Link("Privacy Policy", destination: privacy)
          Link(destination: help) { Label("Help", systemImage: "questionmark.circle") }
          Button("Open help") { openURL(help) }
        }
      }
    }
    let host = ViewHost(About(privacy: privacy, help: help))
    assertSnapshot(of: host, as: .text(width: 30), named: "links")
    assertSnapshot(of: host, as: .html, named: "links")
    try host.tap("Privacy Policy")
    try host.tap("Help")
    try host.tap("Open help")
    #expect(host.openedURLs == [privacy, help, help])

    var handled: [URL] = []
    let custom = ViewHost(
      About(privacy: privacy, help: help)
        .environment(
          \.openURL,
          OpenURLAction { url in
            handled.append(url)
            return url == help ? .handled : .systemAction
          }))
    try custom.tap("Help")
    try custom.tap("Privacy Policy")
    #expect(handled == [help, privacy])
    #expect(custom.openedURLs == [privacy])
  }

  @Test func menusOpenWhenTappedAndCloseAfterAnItem() throws {
    struct Inbox: View {
      @State private var sort = "date"
      @State private var replies = 0
      var body: some View {
        VStack(alignment: .leading) {
          Menu("Sort") {
            Button("Name") { sort = "name" }
            Button("Date") { sort = "date" }
          }
          Menu {
            Button("Reply All") { replies += 10 }
          } label: {
            Text("Reply")
          } primaryAction: {
            replies += 1
          }
          Menu("Add", systemImage: "plus") { Button("Folder") {} }
          Text("sorted by \(sort), \(replies) replies")
        }
      }
    }
    let host = ViewHost(Inbox())
    #expect(throws: InteractionError.self) { try host.tap("Name") }
    try host.tap("Sort")
    assertSnapshot(of: host, as: .text(width: 30), named: "menu-open")
    assertSnapshot(of: host, as: .html, named: "menu-open")
    try host.tap("Name")
    try host.tap("Reply")
    let text = host.render(.text(width: 30))
    #expect(text.contains("sorted by name, 1 replies"))
    #expect(!text.contains("Date"), "the menu closed after its item ran")
  }
}

/// Text editors, control groups, toggles of several flags and the input modifiers.
@MainActor
@Suite struct InputParityTests {
  private struct Alarm: Identifiable {
    let id: Int
    var isEnabled: Bool
  }

  @Test func editorsGroupsAndMultiSourceToggles() throws {
    struct Screen: View {
      @State private var notes = "Buy milk"
      @State private var alarms = [Alarm(id: 1, isEnabled: true), Alarm(id: 2, isEnabled: false)]
      @State private var submitted = 0
      var body: some View {
        VStack(alignment: .leading) {
          TextEditor(text: $notes).accessibilityLabel("Notes")
          ControlGroup {
            Button("Bold") {}
            Button("Italic") {}
          }
          ControlGroup("Format", systemImage: "textformat") { Button("Under") {} }
            .controlGroupStyle(.navigation)
          Toggle("All alarms", sources: $alarms, isOn: \.isEnabled)
          Text(alarms.map { "\($0.isEnabled)" }.joined(separator: " "))
          TextField("Search", text: .constant("")).submitLabel(.search)
            .onSubmit(of: .text) { submitted += 1 }
            .onHover { _ in }
            .onOpenURL { _ in }
          Text("\(notes) / \(submitted)")
        }
      }
    }
    let host = ViewHost(Screen())
    assertSnapshot(of: host, as: .text(width: 30), named: "inputs")
    assertSnapshot(of: host, as: .html, named: "inputs")
    try host.type("Buy bread", into: "Notes")
    try host.toggle("All alarms")
    try host.submit("Search")
    var text = host.render(.text(width: 30))
    #expect(text.contains("true true") && text.contains("Buy bread / 1"))
    try host.toggle("All alarms")
    text = host.render(.text(width: 30))
    #expect(text.contains("false false"))
  }
}

/// Date pickers: every form, drawn in the environment's time zone, picked with `host.pick`.
@MainActor
@Suite struct DatePickerParityTests {
  @Test func pickingADateKeepsItInRange() throws {
    struct Booking: View {
      static let start = Date(timeIntervalSince1970: 1_704_102_060)  // 2024-01-01 09:41 UTC
      @State private var checkIn = Booking.start
      @State private var alarm = Booking.start
      @State private var birthday = Booking.start
      var body: some View {
        VStack(alignment: .leading) {
          DatePicker(
            "Check-in", selection: $checkIn,
            in: Booking.start...Booking.start.addingTimeInterval(86_400 * 30),
            displayedComponents: .date)
          DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
          DatePicker(selection: $birthday, in: ...Booking.start) { Text("Born") }
          DatePicker(
            String("Seconds"), selection: $alarm,
            displayedComponents: [.date, .hourMinuteAndSecond])
          DatePicker("From now", selection: $checkIn, in: Booking.start...)
            .datePickerStyle(.graphical)
        }
      }
    }
    let host = ViewHost(Booking())
    assertSnapshot(of: host, as: .text(width: 40), named: "date-pickers")
    assertSnapshot(of: host, as: .html, named: "date-pickers")
    try host.pick(Date(timeIntervalSince1970: 1_704_102_060 + 86_400 * 3), in: "Check-in")
    try host.pick(Date(timeIntervalSince1970: 1_704_102_060 + 3_600), in: "Alarm")
    try host.pick(Date(timeIntervalSince1970: 1_800_000_000), in: "Born")
    let text = host.render(.text(width: 40))
    #expect(text.contains("[Jan 4, 2024]"))
    #expect(text.contains("[10:41 AM]"))
    #expect(
      text.contains("Born") && text.contains("[Jan 1, 2024 9:41 AM]"),
      "a date after the range is kept at its end")
    let pacific = ViewHost(
      Booking().environment(\.timeZone, TimeZone(identifier: "America/Los_Angeles")!))
    #expect(pacific.render(.text(width: 40)).contains("[1:41 AM]"))
  }
}

/// Async images: empty until a test gives them a phase, never touching the network.
@MainActor
@Suite struct AsyncImageParityTests {
  private struct LoadFailed: Error {}

  @Test func imagesShowTheirPlaceholderUntilATestLoadsThem() throws {
    let avatar = URL(string: "https://example.com/avatar.png")!
    let cover = URL(string: "https://example.com/cover.png")!
    let broken = URL(string: "https://example.com/broken.png")!
    struct Profile: View {
      let avatar: URL
      let cover: URL
      let broken: URL
      var body: some View {
        VStack {
          AsyncImage(url: avatar)
          AsyncImage(url: cover) { image in
            image.resizable()
          } placeholder: {
            ProgressView()
          }
          AsyncImage(url: broken, scale: 2) { phase in
            switch phase {
            case .empty: Text("loading")
            case .success(let image): image
            case .failure: Text("failed")
            }
          }
          AsyncImage(url: nil)
        }
      }
    }
    let host = ViewHost(Profile(avatar: avatar, cover: cover, broken: broken))
    assertSnapshot(of: host, as: .tree, named: "async-empty")
    host.loadImage(at: avatar, as: .success(Image("avatar")))
    host.loadImage(at: cover, as: .success(Image("cover")))
    host.loadImage(at: broken, as: .failure(LoadFailed()))
    assertSnapshot(of: host, as: .tree, named: "async-loaded")
    #expect(AsyncImagePhase.failure(LoadFailed()).error != nil)
    #expect(AsyncImagePhase.empty.image == nil)
  }
}
