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
    #expect(lines.first?.hasPrefix("1. heading \"Inbox\"") == true)
    #expect(lines.count == 8, "the heading, the toolbar button, then six elements")
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
}
