import Foundation
import Testing
import Vellum

/// VoiceOver's focus, rotors, custom content and grouping (issue 60). Sources: Apple's
/// documentation of `AccessibilityFocusState` ("Use this property wrapper to read and write
/// the current accessibility focus… setting the value to true moves focus to the view"),
/// `accessibilityRotor(_:entries:)`, `AccessibilityRotorEntry`, `AccessibilitySystemRotor`,
/// `accessibilityCustomContent(_:_:importance:)` and WWDC21 "SwiftUI Accessibility: Beyond the
/// basics" (rotors, custom content, focus).
@MainActor
@Suite struct VoiceOverNavigationTests {
  private enum Field: Hashable { case total, tip }

  private struct Receipt: View {
    @AccessibilityFocusState private var isErrorFocused: Bool
    @AccessibilityFocusState private var focus: Field?
    @State private var log = "none"

    var body: some View {
      VStack {
        Text("Card declined").accessibilityFocused($isErrorFocused)
        Text("Total").accessibilityFocused($focus, equals: .total)
        Text("Tip").accessibilityFocused($focus, equals: .tip)
        Text("Focus: \(log), error: \(isErrorFocused)")
        Button("Pay") { isErrorFocused = true }
      }
      .onChange(of: focus) { log = focus.map { "\($0)" } ?? "none" }
    }
  }

  @Test func settingTheStateMovesTheFocusAndMovingTheFocusSetsTheState() throws {
    let host = ViewHost(Receipt())
    #expect(!host.render(.tree).contains("accessibilityFocused"))
    try host.tap("Pay")
    // The app moved VoiceOver to the error: its node says so.
    let tree = host.render(.tree)
    #expect(tree.contains(#"Text text: "Card declined", accessibilityFocused: true"#), "\(tree)")
    // A person swipes to the total: the value follows, and the flag of the error goes false.
    try host.accessibilityFocus("Total")
    #expect(host.root.visibleText.contains("Focus: total, error: false"))
    #expect(host.render(.tree).contains(#"Text text: "Total", accessibilityFocused: true"#))
    #expect(!host.render(.tree).contains(#""Card declined", accessibilityFocused"#))
    try host.accessibilityFocus("Tip")
    #expect(host.root.visibleText.contains("Focus: tip, error: false"))
    let missing = #expect(throws: InteractionError.self) { try host.accessibilityFocus("Pay") }
    #expect(missing?.kind == .notFound)
  }

  private struct Warning: Identifiable {
    let id: Int
    let title: String
  }

  private struct Dashboard: View {
    let warnings = [Warning(id: 1, title: "Low battery"), Warning(id: 2, title: "No network")]
    let showsHint: Bool

    var body: some View {
      List {
        ForEach(warnings) { Text($0.title) }
      }
      .accessibilityRotor("Warnings") {
        ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) }
        if showsHint {
          AccessibilityRotorEntry("Hint", id: 0)
        } else {
          AccessibilityRotorEntry(Text("No hint"), id: -1)
        }
      }
      .accessibilityRotor(.headings, entries: warnings, entryLabel: \.title)
      .accessibilityRotor(Text("Matches"), textRanges: [])
    }
  }

  @Test func rotorsListTheirEntriesInOrder() throws {
    let host = ViewHost(Dashboard(showsHint: true))
    #expect(try host.accessibilityRotor("Warnings") == ["Low battery", "No network", "Hint"])
    #expect(try host.accessibilityRotor("Headings") == ["Low battery", "No network"])
    #expect(try host.accessibilityRotor("Matches") == [])
    #expect(
      try ViewHost(Dashboard(showsHint: false)).accessibilityRotor("Warnings").last == "No hint")
    #expect(throws: InteractionError.self) { try host.accessibilityRotor("Links") }
  }

  @Test func systemRotorsAreNamedAsVoiceOverSaysThem() {
    let names = [
      AccessibilitySystemRotor.links, .links(visited: true), .headings(level: .h2), .boldText,
      .misspelledWords, .landmarks,
    ]
    let host = ViewHost(
      VStack {
        ForEach(names.indices, id: \.self) { index in
          Text("\(index)").accessibilityRotor(names[index], textRanges: [])
        }
      })
    let tree = host.render(.tree)
    for name in [
      "Links", "Visited Links", "Headings Level 2", "Bold Text", "Misspelled Words",
      "Landmarks",
    ] {
      #expect(tree.contains("title: \"\(name)\""), "\(name) in \(tree)")
    }
  }

  @Test func customContentIsRecordedWithItsImportance() {
    let calories = AccessibilityCustomContentKey("Calories", id: "calories")
    let view = Text("Tacos")
      .accessibilityCustomContent(calories, Text("320"), importance: .high)
      .accessibilityCustomContent("Difficulty", "Easy")
      .accessibilityCustomContent(AccessibilityCustomContentKey("Author"), "Ana" as String)
      .accessibilityCustomContent(calories, nil)
    let tree = ViewHost(view).render(.tree)
    #expect(
      tree.contains(
        #"accessibilityCustomContent: (title: "Calories", value: "320", style: high)"#), "\(tree)")
    #expect(tree.contains(#"accessibilityCustomContent: (title: "Difficulty", value: "Easy")"#))
    #expect(tree.contains(#"accessibilityCustomContent: (title: "Author", value: "Ana")"#))
  }

  @Test func groupingIsRecordedOnTheNode() {
    struct Chart: View {
      @Namespace private var namespace
      var body: some View {
        VStack {
          Rectangle()
            .accessibilityChildren {
              Text("Monday: 3")
              Text("Tuesday: 5")
            }
          Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: namespace)
          Text("Reply").accessibilityLinkedGroup(id: 7, in: namespace)
          Color.gray.accessibilityDirectTouch(options: [.silentOnTouch])
          Color.blue.accessibilityDirectTouch(false)
          Text("Ingredients").accessibilityRotorEntry(id: "ingredients", in: namespace)
        }
      }
    }
    let tree = ViewHost(Chart()).render(.tree)
    for expected in [
      #"Rectangle accessibilityChildren: "Monday: 3" + "Tuesday: 5""#,
      #"accessibilityLabeledPair: (tag: "volume", role: label)"#,
      "accessibilityLinkedGroup: 7", "accessibilityDirectTouch: [silentOnTouch]",
      #"accessibilityRotorEntry: "ingredients""#,
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    #expect(tree.components(separatedBy: "accessibilityDirectTouch").count == 2)
  }
}
