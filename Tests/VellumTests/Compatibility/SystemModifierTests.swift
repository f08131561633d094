import Foundation
import Testing
import Vellum

/// iOS 17's modifiers for text, speech, presentations and the system around an app (issue 60):
/// the ones with an effect a host can show do it, the others compile as written and leave the
/// screen as it was.
///
/// Sources: Apple's documentation of `Text.bold()` and `bold(_:)`, `underline(_:color:)` and
/// `underline(_:pattern:color:)`, `submitScope(_:)` ("Prevents submission triggers originating
/// from this view to invoke a submission action configured by a submission modifier higher up
/// in the view hierarchy"), `contentShape(_:_:eoFill:)`, `scenePadding(_:edges:)`,
/// `keyboardShortcut(_:modifiers:localization:)`, `transaction(_:body:)`, the presentation
/// modifiers of iOS 16.4 and the speech modifiers.
@MainActor
@Suite struct SystemModifierTests {
  @Test func textStylesHaveTheirExactForms() {
    #expect(ViewHost(Text("A").bold()).root == ViewHost(Text("A").bold(true)).root)
    #expect(ViewHost(Text("A").bold(false)).root == ViewHost(Text("A")).root)
    #expect(ViewHost(Text("A").italic()).root == ViewHost(Text("A").italic(true)).root)
    #expect(
      ViewHost(Text("A").underline(color: .red)).root
        == ViewHost(Text("A").underline(true, pattern: .solid, color: .red)).root)
    #expect(
      ViewHost(Text("A").strikethrough(pattern: .dot)).root
        != ViewHost(Text("A").strikethrough()).root)
  }

  @Test func speechAndTypesettingLeaveTextAsItIs() {
    let spoken = Text("Code").speechAdjustedPitch(0.5).speechAlwaysIncludesPunctuation()
      .speechAnnouncementsQueued().speechSpellsOutCharacters()
      .typesettingLanguage(Locale.Language(identifier: "th")).typesettingLanguage(.automatic)
      .textScale(.secondary).accessibilityTextContentType(.sourceCode)
    #expect(ViewHost(spoken).root == ViewHost(Text("Code")).root)
    let view = VStack { Text("Code") }.speechSpellsOutCharacters().textScale(.secondary)
      .accessibilityTextContentType(.console).typesettingLanguage(.automatic)
    #expect(ViewHost(view).root == ViewHost(VStack { Text("Code") }).root)
  }

  @Test func aSubmitScopeKeepsOuterSubmitActionsFromRunning() throws {
    struct Search: View {
      @State private var text = ""
      @State private var log: [String] = []
      var body: some View {
        VStack {
          TextField("Search", text: $text).submitScope()
          TextField("Title", text: $text)
          Text(log.joined(separator: ","))
        }
        .onSubmit { log.append("saved") }
      }
    }
    let host = ViewHost(Search())
    try host.submit("Search")
    #expect(!host.root.visibleText.contains("saved"))
    try host.submit("Title")
    #expect(host.root.visibleText.hasSuffix("saved"))
  }

  @Test func presentationSettingsCompileInsideASheet() throws {
    struct Screen: View {
      @State private var showsTips = false
      var body: some View {
        Button("Tips") { showsTips = true }
          .popover(isPresented: $showsTips) {
            Text("Swipe to delete")
              .presentationCompactAdaptation(.popover)
              .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
              .presentationBackgroundInteraction(.enabled(upThrough: .medium))
              .presentationContentInteraction(.scrolls)
              .presentationBackground { Color.yellow }
          }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Tips")
    #expect(host.render(.text(width: 40)).contains("Swipe to delete"))
  }

  @Test func systemBehaviourModifiersLeaveTheScreenAsItIs() {
    let plain = VStack { Text("Body") }
    let modified =
      plain
      .defersSystemGestures(on: .bottom).persistentSystemOverlays(.hidden)
      .scrollIndicatorsFlash(onAppear: true).scrollIndicatorsFlash(trigger: 3)
      .geometryGroup().invalidatableContent().interactionActivityTrackingTag("tag")
      .findNavigator(isPresented: .constant(true)).findDisabled().replaceDisabled()
      .navigationSplitViewColumnWidth(200)
      .navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
      .toolbar(removing: .sidebarToggle)
      .containerBackground(.blue, for: .widget)
      .containerBackground(for: .widget) { Color.red }
    #expect(ViewHost(modified).root == ViewHost(plain).root)
  }

  @Test func contentShapeKindsRecordOnlyTheInteractionShape() {
    #expect(
      ViewHost(Text("Card").contentShape(.interaction, Capsule())).root
        == ViewHost(Text("Card").contentShape(Capsule())).root)
    #expect(
      ViewHost(Text("Card").contentShape(.dragPreview, Capsule())).root
        == ViewHost(Text("Card")).root)
    #expect(ContentShapeKinds([.interaction, .hoverEffect]).contains(.hoverEffect))
  }

  @Test func scenePaddingAndLocalizedShortcutsActAsTheirPlainForms() throws {
    #expect(
      ViewHost(Text("Form").scenePadding(.minimum, edges: .horizontal)).root
        == ViewHost(Text("Form").padding(.horizontal)).root)
    struct Editor: View {
      @State private var indent = 0
      var body: some View {
        Button("Indent \(indent)") { indent += 1 }
          .keyboardShortcut("]", localization: .withoutMirroring)
      }
    }
    let host = ViewHost(Editor())
    try host.press("]")
    #expect(host.root.visibleText == "Indent 1")
    #expect(
      KeyboardShortcut("]", localization: .custom) == KeyboardShortcut("]", modifiers: .command))
  }

  @Test func aTransactionBodyShowsWhatItBuilds() {
    let view = Image(systemName: "star").transaction {
      $0.animation = .bouncy
    } body: {
      $0.scaleEffect(2)
    }
    #expect(ViewHost(view).root == ViewHost(Image(systemName: "star").scaleEffect(2)).root)
  }

  @Test func imageResizingFormsAreResizable() {
    let capped = Image("bubble").resizable(
      capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
    #expect(ViewHost(capped).root == ViewHost(Image("bubble").resizable()).root)
    #expect(ViewHost(capped).root != ViewHost(Image("bubble")).root)
    let smoothed = Image("sprite").interpolation(.none).antialiased(false)
    #expect(ViewHost(smoothed).root == ViewHost(Image("sprite")).root)
  }
}
