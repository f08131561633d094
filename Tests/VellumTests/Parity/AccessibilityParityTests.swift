import Testing
import Vellum
import VellumTesting

/// SwiftUI's accessibility modifiers (issue 17, "Accessibility modifiers"): recorded in the
/// tree, drawn as ARIA in HTML, and reached by interactions through input labels and actions.
@MainActor
@Suite struct AccessibilityParityTests {
  @Test func modifiersAreRecordedAndDrawnAsARIA() {
    let view = VStack {
      Text("Volume").accessibilityValue("40 percent").accessibilityHint("Drag to change")
      Text("Rating").accessibilityValue(Text("4 stars")).accessibilityHint(Text("Rates"))
      Text("Level").accessibilityValue(String("high")).accessibilityHint(String("Shows"))
      Text("Favorites").accessibilityAddTraits(.isHeader)
      Text("Chosen").accessibilityAddTraits([.isButton, .isSelected])
      Text("Plain").accessibilityAddTraits(.isButton).accessibilityRemoveTraits(.isButton)
      Text("Site").accessibilityAddTraits(.isLink)
      Image(systemName: "sparkles").accessibilityHidden(true)
      HStack {
        Image(systemName: "star.fill")
        Text("4.5")
      }.accessibilityElement(children: .combine)
      VStack { Text("Grouped") }.accessibilityElement(children: .contain)
      Text("First").accessibilitySortPriority(2)
      Text("Ingredients").accessibilityHeading(.h2)
      Text("Section").accessibilityHeading(.unspecified)
      Text("Inert").accessibilityRespondsToUserInteraction(false)
      Text("Custom").accessibilityRepresentation { Text("Represented") }
      Text("Message").accessibilityActions {
        Button("Reply") {}
      }
    }
    assertSnapshot(of: view, as: .tree, named: "accessibility")
    assertSnapshot(of: view, as: .html, named: "accessibility")
  }

  @Test func inputLabelsAndActionsAreReachable() throws {
    struct Inbox: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Button("Compose") { log.append("compose") }
            .accessibilityInputLabels(["New message", "Write"])
          Button("Settings") { log.append("settings") }
            .accessibilityInputLabels([Text("Preferences")])
          Button("Help") { log.append("help") }.accessibilityInputLabels([String("Support")])
          Text("Card").accessibilityAction { log.append("opened") }
          Text("Lunch?")
            .accessibilityAction(named: "Archive") { log.append("archived") }
            .accessibilityAction(.delete) { log.append("deleted") }
            .accessibilityAction(named: Text("Flag")) { log.append("flagged") }
            .accessibilityAction(named: String("Pin")) { log.append("pinned") }
          Text(log.joined(separator: ", "))
        }
      }
    }
    let host = ViewHost(Inbox())
    try host.tap("New message")
    try host.tap("Preferences")
    try host.tap("Support")
    try host.tap("Card")
    try host.performAccessibilityAction("Archive", on: "Lunch?")
    try host.performAccessibilityAction("delete", on: "Lunch?")
    try host.performAccessibilityAction("Flag", on: "Lunch?")
    try host.performAccessibilityAction("Pin", on: "Lunch?")
    #expect(throws: InteractionError.self) {
      try host.performAccessibilityAction("Snooze", on: "Lunch?")
    }
    #expect(
      host.render(.text(width: 120)).contains(
        "compose, settings, help, opened, archived, deleted, flagged, pinned"))
  }
}
