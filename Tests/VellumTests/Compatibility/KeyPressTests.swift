import Foundation
import Testing
import Vellum

/// Hardware keyboard input for any view (iOS 17): `focusable`, `\.isFocused` and the five
/// `onKeyPress` forms, driven by `host.press` (issue 60).
///
/// Sources: Apple's documentation of `onKeyPress(_:action:)` ("Performs an action if the user
/// presses a key on a hardware keyboard while the view has focus"; the default phases are
/// down and repeat), `KeyPress.Result` ("ignored … the system continues to look for a handler
/// in the view's ancestors"), `focusable(_:)` and `EnvironmentValues.isFocused` ("Returns
/// whether the nearest focusable ancestor has focus"); WWDC23 "The SwiftUI cookbook for
/// focus".
@MainActor
@Suite struct KeyPressTests {
  private struct Board: View {
    @FocusState private var boardHasFocus: Bool
    @State private var position = 0
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Cell()
          .focusable()
          .focused($boardHasFocus)
          .onKeyPress(.rightArrow) {
            position += 1
            return .handled
          }
          .onKeyPress(keys: [.leftArrow, .rightArrow], phases: .all) { press in
            log.append("\(press.phase == .up ? "up" : "down")")
            return .ignored
          }
          .onKeyPress(characters: .decimalDigits) { press in
            log.append("digit \(press.characters)")
            return .handled
          }
        Button("Focus") { boardHasFocus = true }
        Text("at \(position) \(log.joined(separator: ","))")
      }
    }
  }

  private struct Cell: View {
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text(isFocused ? "cell focused" : "cell") }
  }

  @Test func keysGoToTheFocusedViewsHandlersInnermostFirst() throws {
    let host = ViewHost(Board())
    #expect(throws: InteractionError.self) { try host.press(.rightArrow, modifiers: []) }
    try host.tap("Focus")
    #expect(host.root.visibleText.hasPrefix("cell focused"))
    try host.press(.rightArrow, modifiers: [])
    #expect(host.root.visibleText.hasSuffix("at 1 up"), "down handled inside; up only outside")
    try host.press(.leftArrow, modifiers: [])
    #expect(host.root.visibleText.hasSuffix("at 1 up,down,up"))
    try host.press("7", modifiers: [])
    #expect(host.root.visibleText.hasSuffix("digit 7"))
    #expect(throws: InteractionError.self) { try host.press("x", modifiers: []) }
  }

  @Test func aShortcutTakesAKeyBeforeTheFocusedView() throws {
    struct Screen: View {
      @FocusState private var focused: Bool
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text("Canvas").focusable().focused($focused)
            .onKeyPress { press in
              log.append("key \(press.characters)")
              return .handled
            }
          Button("Save") { log.append("saved") }.keyboardShortcut("s")
          Text(log.joined(separator: ","))
        }
        .onAppear { focused = true }
      }
    }
    let host = ViewHost(Screen())
    try host.press("s")
    try host.press("s", modifiers: [.shift])
    #expect(host.root.visibleText.hasSuffix("saved,key S"), "heard going down only, by default")
  }

  @Test func aTextFieldBeingTypedIntoHearsKeys() throws {
    struct Search: View {
      @State private var query = ""
      @State private var submitted = false
      var body: some View {
        VStack {
          TextField("Search", text: $query)
            .onKeyPress(.escape) {
              query = ""
              return .handled
            }
          Text("query [\(query)]")
        }
      }
    }
    let host = ViewHost(Search())
    try host.type("cats", into: "Search")
    try host.press(.escape, modifiers: [])
    #expect(host.root.visibleText.hasSuffix("query []"))
  }

  @Test func aViewThatIsNotFocusableIsNeverFocused() {
    #expect(ViewHost(Cell()).root.visibleText == "cell")
    #expect(ViewHost(Cell().focusable(false)).root.visibleText == "cell")
    #expect(FocusInteractions.automatic.contains(.edit))
  }

  @Test func focusedObjectsAreAcceptedAndReadNothing() {
    final class Document: ObservableObject {}
    struct Commands: View {
      @FocusedObject private var document: Document?
      var body: some View { Text(document == nil ? "no document" : "document") }
    }
    let view = Commands().focusedObject(Document()).focusedSceneObject(Document())
    #expect(ViewHost(view).root.visibleText == "no document")
  }
}
