import Foundation
import Testing
import Vellum

/// Names current SwiftUI code uses that Vellum lacked (issue 60): environment values the text
/// and scroll modifiers set, `AnyShapeStyle`, `scenePadding`, `help`, `statusBarHidden` and
/// `textInputAutocapitalization`, each written as apps write them.
///
/// Source: Apple's documentation of `EnvironmentValues.font` ("The default font of this
/// environment"), `lineLimit`, `multilineTextAlignment` ("leading" by default), `textCase`,
/// `minimumScaleFactor` (1 by default), `isScrollEnabled` (set by `scrollDisabled(_:)`),
/// `AnyShapeStyle`, `scenePadding(_:)`, `help(_:)`.
@MainActor
@Suite struct ModernAPITests {
  private struct TextEnvironment: View {
    @Environment(\.font) private var font
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.textCase) private var textCase
    @Environment(\.minimumScaleFactor) private var scale
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    var body: some View {
      Text(
        "\(font == nil ? "default" : "set") \(lineLimit ?? 0) \(alignment) "
          + "\(textCase.map { "\($0)" } ?? "none") \(scale) \(isScrollEnabled)")
    }
  }

  @Test func textAndScrollModifiersSetTheirEnvironmentValues() {
    #expect(ViewHost(TextEnvironment()).root.visibleText == "default 0 leading none 1.0 true")
    let host = ViewHost(
      TextEnvironment()
        .font(.headline).lineLimit(2).multilineTextAlignment(.center).textCase(.uppercase)
        .minimumScaleFactor(0.5).scrollDisabled(true))
    #expect(host.root.visibleText == "set 2 center uppercase 0.5 false")
  }

  @Test func aFontSetAroundATextStillStylesIt() {
    let host = ViewHost(VStack { Text("Title") }.font(.title))
    #expect(host.root.children[0][.font] == .font(.title))
  }

  @Test func anyShapeStyleRecordsTheStyleItWraps() {
    let fills = [AnyShapeStyle(Color.red), AnyShapeStyle(.tint)]
    #expect(ViewHost(Circle().fill(fills[0])).root == ViewHost(Circle().fill(Color.red)).root)
    #expect(ViewHost(Circle().fill(fills[1])).root == ViewHost(Circle().fill(.tint)).root)
  }

  @Test func helpIsTheAccessibilityHint() {
    let host = ViewHost(Button("Sync") {}.help("Uploads your changes"))
    #expect(host.root.children[0][.accessibilityHint] == .string("Uploads your changes"))
    let text = ViewHost(Button("Info") {}.help(Text("About")))
    #expect(text.root.children[0][.accessibilityHint] == .string("About"))
  }

  @Test func scenePaddingPadsAsTheSystemDoes() {
    let padded = ViewHost(Text("Form").scenePadding()).root
    #expect(padded == ViewHost(Text("Form").padding()).root)
  }

  @Test func statusBarAndCapitalizationAreAcceptedAsWritten() throws {
    struct Signup: View {
      @State private var email = ""
      var body: some View {
        VStack {
          TextField("Email", text: $email).textInputAutocapitalization(.never)
          Text("email \(email)")
        }
        .statusBarHidden()
      }
    }
    let host = ViewHost(Signup())
    try host.type("ada@example.com", into: "Email")
    #expect(host.root.visibleText.contains("email ada@example.com"))
  }
}

/// Keyboard shortcuts, uneven corners, container shapes and symbol rendering modes (issue 60).
///
/// Source: Apple's documentation of `keyboardShortcut(_:modifiers:)` ("Defines a keyboard
/// shortcut and assigns it to the modified control"; Command by default),
/// `KeyboardShortcut.defaultAction` (Return) and `cancelAction` (Escape),
/// `UnevenRoundedRectangle`, `ContainerRelativeShape` and `symbolRenderingMode(_:)`.
@MainActor
@Suite struct ShortcutAndShapeTests {
  private struct Editor: View {
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Button("Save") { log.append("saved") }.keyboardShortcut("s")
        Button("Done") { log.append("done") }.keyboardShortcut(.defaultAction)
        Button("Cancel") { log.append("cancelled") }.keyboardShortcut(.cancelAction)
        Text(log.joined(separator: ","))
      }
    }
  }

  @Test func aShortcutPerformsItsControlsAction() throws {
    let host = ViewHost(Editor())
    try host.press("s")
    try host.press(.return, modifiers: [])
    try host.press(.cancelAction)
    #expect(host.root.visibleText.hasSuffix("saved,done,cancelled"))
  }

  @Test func aShortcutNoControlHasIsAnError() {
    let host = ViewHost(Editor())
    #expect(throws: InteractionError.self) { try host.press("s", modifiers: [.command, .shift]) }
  }

  @Test func unevenCornersRoundOnlyWhereAsked() {
    let card = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10)
    let path = card.path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(path.contains(CGPoint(x: 1, y: 39)), "a square bottom corner")
    #expect(!path.contains(CGPoint(x: 1, y: 1)), "a rounded top corner")
  }

  @Test func aContainerRelativeShapeInAnAppIsTheViewsRectangle() {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 30)
    #expect(ContainerRelativeShape().path(in: rect) == Rectangle().path(in: rect))
  }

  @Test func aSymbolRenderingModeReachesTheViewsInside() {
    struct Mode: View {
      @Environment(\.symbolRenderingMode) private var mode
      var body: some View { Text(mode == .hierarchical ? "hierarchical" : "default") }
    }
    #expect(ViewHost(Mode().symbolRenderingMode(.hierarchical)).root.visibleText == "hierarchical")
    #expect(ViewHost(Mode()).root.visibleText == "default")
  }
}

/// iOS 18's tabs: `Tab` and `TabSection` inside a `TabView`, with and without a selection.
///
/// Source: Apple's documentation of `Tab` ("The content for a tab and the tab's associated tab
/// item in a tab view") and `TabSection`, and WWDC24 "Elevate your tab and sidebar experience
/// in iPadOS".
@MainActor
@Suite struct TabTests {
  private enum Mailbox: Hashable { case received, sent }

  @Test func tabsWithValuesSelectThroughTheBinding() throws {
    struct Mail: View {
      @State private var selection = Mailbox.received
      var body: some View {
        TabView(selection: $selection) {
          Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
            Text("Inbox list")
          }
          Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: Mailbox.sent) {
            Text("Sent list")
          }
        }
      }
    }
    let host = ViewHost(Mail())
    #expect(host.render(.text(width: 40)).contains("Inbox list"))
    try host.tap("Sent")
    #expect(host.render(.text(width: 40)).contains("Sent list"))
    #expect(!host.render(.text(width: 40)).contains("Inbox list"))
  }

  @Test func tabsWithoutValuesAndSectionsAreTheBarsTabs() throws {
    struct Library: View {
      var body: some View {
        TabView {
          Tab("Home", systemImage: "house") { Text("Home screen") }
          TabSection("Collections") {
            Tab("Favorites", systemImage: "star") { Text("Favorites screen") }
          }
          Tab(role: .search) { Text("Search screen") }
        }
      }
    }
    let host = ViewHost(Library())
    #expect(host.render(.text(width: 40)).contains("Home screen"))
    try host.tap("Favorites")
    #expect(host.render(.text(width: 40)).contains("Favorites screen"))
    #expect(!host.render(.text(width: 40)).contains("Home screen"))
    try host.tap("Search")
    #expect(host.render(.text(width: 40)).contains("Search screen"))
  }
}

/// Custom gauge styles draw a gauge from its configuration; built-in styles are still drawn by
/// name (issue 60: "custom `GaugeStyle`s (today the protocol is empty)").
///
/// Source: Apple's documentation of `GaugeStyle` ("To configure the style for all the gauges
/// in a view hierarchy, use the gaugeStyle(_:) modifier"; `makeBody(configuration:)`) and
/// `GaugeStyleConfiguration` (`value`: "The current value of the gauge", in 0…1).
@MainActor
@Suite struct GaugeStyleTests {
  private struct Percent: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text("\(Int((configuration.value * 100).rounded()))%")
        configuration.currentValueLabel
      }
    }
  }

  @Test func aCustomStyleDrawsTheGaugeFromItsConfiguration() {
    let host = ViewHost(
      Gauge(value: 30, in: 0...120) {
        Text("Battery")
      } currentValueLabel: {
        Text("30 W")
      }
      .gaugeStyle(Percent()))
    #expect(host.root.visibleText == "Battery 25% 30 W")
  }

  @Test func aBuiltInStyleIsStillRecordedByName() {
    let host = ViewHost(Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.accessoryCircular))
    #expect(host.render(.tree).contains("gaugeStyle: accessoryCircular"))
  }
}

/// iOS 16 and 17 navigation, list and form modifiers (issue 60's list of missing modifiers).
///
/// Source: Apple's documentation of `navigationDestination(item:destination:)` ("When item is
/// non-nil, SwiftUI passes the value into the destination closure … and pushes the view";
/// popping sets it to `nil`), `tabViewStyle(_:)` with `.page`, `toolbarTitleDisplayMode(_:)`,
/// `formStyle(_:)`, `headerProminence(_:)`, `autocorrectionDisabled(_:)`, `menuIndicator(_:)`
/// and `listRowSpacing(_:)`.
@MainActor
@Suite struct NavigationAndListModifierTests {
  @Test func anItemDestinationPushesWhileTheItemIsSet() throws {
    struct Recipes: View {
      @State private var chosen: String?
      var body: some View {
        NavigationStack {
          VStack {
            Button("Open Tacos") { chosen = "Tacos" }
            Text("chosen \(chosen ?? "none")")
          }
          .navigationDestination(item: $chosen) { name in Text("Cooking \(name)") }
        }
      }
    }
    let host = ViewHost(Recipes())
    try host.tap("Open Tacos")
    #expect(host.root.visibleText.contains("Cooking Tacos"))
    try host.back()
    #expect(host.root.visibleText.contains("chosen none"))
  }

  @Test func aPageTabViewIsRecordedAsPages() {
    let host = ViewHost(
      TabView {
        Text("One")
        Text("Two")
      }
      .tabViewStyle(.page(indexDisplayMode: .always)))
    #expect(host.render(.tree).contains("tabViewStyle: page"))
  }

  @Test func toolbarTitleDisplayModeIsTheBarsDisplayMode() {
    let inline = ViewHost(Text("Detail").navigationTitle("Detail").toolbarTitleDisplayMode(.inline))
    let bar = ViewHost(
      Text("Detail").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline))
    #expect(inline.root == bar.root)
  }

  @Test func formAndListModifiersKeepTheirContent() {
    let styled = ViewHost(
      Form { Section("Account") { Text("Ada") }.listRowSpacing(8) }
        .formStyle(.grouped).menuIndicator(.hidden))
    #expect(styled.root == ViewHost(Form { Section("Account") { Text("Ada") } }).root)
  }

  @Test func headerProminenceAndAutocorrectionAreInTheEnvironment() {
    struct Reader: View {
      @Environment(\.headerProminence) private var prominence
      @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
      var body: some View { Text("\(prominence) \(autocorrectionDisabled)") }
    }
    #expect(ViewHost(Reader()).root.visibleText == "standard false")
    let set = ViewHost(Reader().headerProminence(.increased).autocorrectionDisabled())
    #expect(set.root.visibleText == "increased true")
  }
}

/// Alerts and dialogs about a value or an error (issue 60's missing presentation forms).
///
/// Source: Apple's documentation of `alert(_:isPresented:presenting:actions:)`,
/// `alert(isPresented:error:actions:)` ("The system passes the error's errorDescription as
/// the alert's title") and `confirmationDialog(_:isPresented:titleVisibility:presenting:…)`.
@MainActor
@Suite struct PresentingAlertTests {
  private struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
    var recoverySuggestion: String? { "Check the disk." }
  }

  @Test func anAlertAboutAValueShowsWhileTheValueIsSet() throws {
    struct Files: View {
      @State private var confirming = false
      @State private var file: String?
      @State private var deleted = "nothing"
      var body: some View {
        VStack {
          Button("Delete report") {
            file = "report.pdf"
            confirming = true
          }
          Text("deleted \(deleted)")
        }
        .alert("Delete file?", isPresented: $confirming, presenting: file) { file in
          Button("Delete \(file)", role: .destructive) { deleted = file }
        }
      }
    }
    let host = ViewHost(Files())
    try host.tap("Delete report")
    try host.tap("Delete report.pdf")
    #expect(host.root.visibleText.contains("deleted report.pdf"))
  }

  @Test func anErrorAlertIsTitledByTheErrorsDescription() throws {
    struct Saving: View {
      @State private var failed = true
      var body: some View {
        Text("Editor")
          .alert(isPresented: $failed, error: SaveError() as SaveError?) { error in
            Button("OK") {}
          } message: { error in
            Text(error.recoverySuggestion ?? "")
          }
      }
    }
    let host = ViewHost(Saving())
    let text = host.render(.text(width: 40))
    #expect(text.contains("Could not save"))
    #expect(text.contains("Check the disk."))
    try host.tap("OK")
    #expect(!host.render(.text(width: 40)).contains("Could not save"))
  }

  @Test func aDialogAboutAValueOffersItsActionsAndCancel() throws {
    struct Photos: View {
      @State private var sharing = true
      @State private var copied = "none"
      var body: some View {
        Text("copied \(copied)")
          .confirmationDialog("Share", isPresented: $sharing, presenting: "IMG_1") { photo in
            Button("Copy \(photo)") { copied = photo }
          }
      }
    }
    let host = ViewHost(Photos())
    #expect(host.render(.text(width: 40)).contains("Cancel"))
    try host.tap("Copy IMG_1")
    #expect(host.root.visibleText.contains("copied IMG_1"))
  }
}

/// Environment values SwiftUI documents with their defaults, and the modifiers that set them.
///
/// Source: Apple's documentation of each `EnvironmentValues` property named below (defaults:
/// `accessibilityPlayAnimatedImages` true, the rest false; `lineSpacing` 0, `truncationMode`
/// `.tail`, `menuIndicatorVisibility` `.automatic`).
@MainActor
@Suite struct EnvironmentDefaultsTests {
  @Test func systemStateValuesHaveTheirDefaults() {
    let values = EnvironmentValues()
    #expect(!values.accessibilityEnabled)
    #expect(!values.accessibilityDimFlashingLights)
    #expect(!values.accessibilityInvertColors)
    #expect(!values.accessibilityLargeContentViewerEnabled)
    #expect(values.accessibilityPlayAnimatedImages)
    #expect(!values.accessibilityQuickActionsEnabled)
    #expect(!values.accessibilityShowButtonShapes)
    #expect(!values.accessibilitySwitchControlEnabled)
    #expect(!values.isLuminanceReduced)
    #expect(!values.isSceneCaptured)
    #expect(!values.supportsMultipleWindows)
  }

  @Test func textModifiersSetTheirEnvironmentValues() {
    struct Reader: View {
      @Environment(\.lineSpacing) private var spacing
      @Environment(\.truncationMode) private var truncation
      @Environment(\.allowsTightening) private var tightening
      @Environment(\.menuIndicatorVisibility) private var indicator
      var body: some View { Text("\(spacing) \(truncation) \(tightening) \(indicator)") }
    }
    #expect(ViewHost(Reader()).root.visibleText == "0.0 tail false automatic")
    let set = ViewHost(
      Reader().lineSpacing(4).truncationMode(.middle).allowsTightening(true)
        .menuIndicator(.hidden))
    #expect(set.root.visibleText == "4.0 middle true hidden")
  }
}

/// `Self._printChanges()` says why a body runs (issue 60's "newest API").
///
/// Source: WWDC21 "Demystify SwiftUI" and Apple's `View._printChanges()` declaration
/// ("@self" when the view value changed, the state properties otherwise).
@MainActor
@Suite struct PrintChangesTests {
  @MainActor
  private final class Reasons {
    var lines: [String] = []
  }

  private struct Counter: View {
    let reasons: Reasons
    @State private var count = 0
    var body: some View {
      let _ = Self._printChanges()
      let _ = Self._changesDescription().map { reasons.lines.append($0) }
      Button("Add \(count)") { count += 1 }
    }
  }

  @Test func theReasonIsTheFirstEvaluationThenTheState() throws {
    let reasons = Reasons()
    let host = ViewHost(Counter(reasons: reasons))
    try host.tap("Add 0")
    #expect(reasons.lines.first?.hasSuffix("@self, @identity changed.") == true)
    #expect(reasons.lines.last?.hasSuffix("@dependencies changed.") == true)
    #expect(Counter._changesDescription() == nil, "outside a body")
  }
}
