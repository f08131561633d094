import Testing
import Vellum
import VellumTesting

/// The `.accessibility` rendering (issue 19): the screen as VoiceOver reads it.
@MainActor
@Suite struct AccessibilityRenderingTests {
  struct Inbox: View {
    @State var unreadOnly = false
    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          Text("Unread first").accessibilitySortPriority(1)
          Toggle("Unread only", isOn: $unreadOnly)
          HStack {
            Image(systemName: "envelope")
            Text("Lunch?")
            Text("12:30")
          }
          .accessibilityElement(children: .combine)
          Button {
          } label: {
            Image(systemName: "trash")
          }
          .accessibilityLabel("Delete")
          .accessibilityHint("Removes the message")
          Image(decorative: "divider")
          Text("Hidden").accessibilityHidden(true)
          Text("Section").accessibilityAddTraits(.isHeader)
          TextField("Reply", text: .constant("Sure"))
        }
        .navigationTitle("Inbox")
        .toolbar { Button("Edit") {} }
      }
    }
  }

  @Test func elementsReadInOrderWithRoleLabelValueAndFrame() {
    let host = ViewHost(Inbox())
    let reading = host.render(.accessibility)
    let lines = reading.split(separator: "\n").map(String.init)
    // The large title sits below the bar, so the bar's button is read first.
    #expect(lines.first?.hasPrefix("1. button \"Edit\"") == true)
    #expect(lines.dropFirst().first?.hasPrefix("2. heading \"Inbox\"") == true)
    #expect(lines.count == 8, "the toolbar button, the heading, then six elements")
    #expect(reading.contains("3. text \"Unread first\""), "sort priority reads it first")
    #expect(reading.contains("switch \"Unread only\", value \"off\""))
    #expect(
      reading.contains("element \"envelope, Lunch?, 12:30\""), "a combined row is one element")
    #expect(reading.contains("button \"Delete\", hint \"Removes the message\""))
    #expect(!reading.contains("Hidden") && !reading.contains("divider"))
    #expect(reading.contains("heading \"Section\""))
    #expect(reading.contains("text field \"Reply\", value \"Sure\""))
    #expect(lines.allSatisfy { $0.contains(" @ ") }, "every element has a frame")
    assertSnapshot(of: host, as: Snapshotting(pathExtension: "txt") { $0.render(.accessibility) })
  }

  /// VoiceOver reads a navigation bar from the leading edge: the leading items, an inline
  /// title, then the trailing items (a leading button used to be read after the trailing
  /// one); a section's header has the header trait (UIKit's grouped table headers); a
  /// `Label` is one element read by its title, its icon not read on its own (Apple's
  /// `Label` documentation: the icon is decorative beside the title).
  @Test func theBarReadsFromTheLeadingEdgeAndHeadersAndLabelsAreReadAsIOSReadsThem() {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          List {
            Section("Fruits") {
              Label("Apple", systemImage: "star")
              Text("Pear")
            }
          }
          .navigationTitle("Market")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
          }
        }
      }
    }
    let lines = ViewHost(Screen()).render(.accessibility).split(separator: "\n")
      .map { $0.prefix { $0 != "@" }.trimmingCharacters(in: .whitespaces) }
    #expect(
      lines == [
        "1. button \"Edit\"", "2. heading \"Market\"", "3. button \"Add\"",
        "4. heading \"Fruits\"", "5. text \"Apple\"", "6. text \"Pear\"",
      ])
  }

  @Test func aPresentedSheetIsAllThatIsRead() throws {
    struct Screen: View {
      @State var isShowing = false
      var body: some View {
        Button("Show") { isShowing = true }
          .sheet(isPresented: $isShowing) { Text("In the sheet") }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Show")
    #expect(host.render(.accessibility).hasPrefix("1. text \"In the sheet\""))
    #expect(!host.render(.accessibility).contains("Show"))
  }

  /// A picker's value is read as its selected option's text, as VoiceOver reads "Flavor,
  /// Vanilla, pop-up button": without quotes around it.
  @Test func aPickerIsReadWithItsSelectedTextUnquoted() {
    let host = ViewHost(
      Picker("Flavor", selection: .constant("Vanilla")) {
        Text("Vanilla").tag("Vanilla")
        Text("Chocolate").tag("Chocolate")
      })
    #expect(host.render(.accessibility).contains(", value \"Vanilla\" @"))
  }
}
