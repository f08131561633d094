import Foundation
import Testing
import Vellum

/// SwiftUI's protocols and scene API that real files declare against (issue 60): menu
/// commands and background tasks on scenes, widget declarations, `EmptyModifier`,
/// `EnvironmentalModifier`, `PreferredColorSchemeKey`, `ShapeRole`, `TransactionKey`, preview
/// platforms and contexts, toolbar customization. Sources: Apple's documentation of each
/// ("EnvironmentalModifier: a modifier that must resolve to a concrete modifier in an
/// environment before use"; "TransactionKey: a key for accessing values in a transaction";
/// `Shape.role` "defaults to fill"; "commands(content:)… adds commands to the scene").
@MainActor
@Suite struct SceneAndProtocolSurfaceTests {
  struct FormatCommands: Commands {
    var body: some Commands {
      CommandMenu("Format") { Button("Bold") {} }
      CommandGroup(after: .newItem) { Button("Duplicate") {} }
      SidebarCommands()
      TextEditingCommands()
    }
  }

  struct NotesApp: App {
    var body: some Scene {
      WindowGroup { Text("Notes") }
        .commands { FormatCommands() }
        .commands {}
        .commandsReplaced { ToolbarCommands() }
        .backgroundTask(.appRefresh("com.example.refresh")) {}
        .backgroundTask(.urlSession) { _ in }
    }
  }

  @Test func commandsAndBackgroundTasksLeaveTheFirstWindowAsItIs() {
    // An iPhone has no menu bar, and a background task runs only off screen.
    #expect(ViewHost(app: NotesApp()).render(.tree) == ViewHost(Text("Notes")).render(.tree))
  }

  struct StreakWidget: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
  }

  struct AppWidgets: WidgetBundle {
    var body: some Widget {
      StreakWidget()
      StreakWidget()
    }
  }

  @Test func widgetDeclarationsCompile() {
    #expect(StreakWidget().body is EmptyWidgetConfiguration)
    #expect(type(of: AppWidgets().body) != StreakWidget.self)
  }

  struct Bordered: ViewModifier {
    func body(content: Content) -> some View { content.border(.red) }
  }

  struct SchemeBorder: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
      environment.colorScheme == .dark
        ? AnyViewModifier(Bordered()) : AnyViewModifier(EmptyModifier.identity)
    }
  }

  @Test func emptyAndEnvironmentalModifiers() {
    #expect(ViewHost(Text("A").modifier(EmptyModifier())).render(.tree) == "Text text: \"A\"\n")
    let light = ViewHost(Text("A").modifier(SchemeBorder())).render(.tree)
    let dark = ViewHost(
      Text("A").modifier(SchemeBorder()).environment(\.colorScheme, .dark)
    ).render(.tree)
    #expect(!light.contains("border"))
    #expect(dark.contains("border"), "\(dark)")
  }

  @Test func aPreferredColorSchemeIsAPreference() {
    struct Screen: View {
      @State private var scheme = "none"
      var body: some View {
        VStack {
          Text("Scheme: \(scheme)")
          Text("Inner").preferredColorScheme(.dark)
        }
        .onPreferenceChange(PreferredColorSchemeKey.self) {
          scheme = "\($0.map { "\($0)" } ?? "nil")"
        }
      }
    }
    #expect(ViewHost(Screen()).root.visibleText.contains("Scheme: dark"))
    var value: ColorScheme? = nil
    PreferredColorSchemeKey.reduce(value: &value) { .light }
    PreferredColorSchemeKey.reduce(value: &value) { .dark }
    #expect(value == .light)
  }

  struct Underline: Shape {
    static var role: ShapeRole { .separator }
    func path(in rect: CGRect) -> Path {
      Path(CGRect(x: 0, y: rect.maxY - 1, width: rect.width, height: 1))
    }
  }

  @Test func shapesAreFilledUnlessTheySayOtherwise() {
    #expect(Circle.role == .fill)
    #expect(Underline.role == .separator)
  }

  struct FromServer: TransactionKey {
    static let defaultValue = false
  }

  @Test func transactionsCarryValuesByKey() {
    var transaction = Transaction()
    #expect(transaction[FromServer.self] == false)
    transaction[FromServer.self] = true
    #expect(transaction[FromServer.self])
    let copy = transaction
    transaction[FromServer.self] = false
    #expect(copy[FromServer.self], "a transaction is a value")
  }

  struct RowPreviews: PreviewProvider {
    static var previews: some View { Text("Row") }
  }

  struct PhonePreviews: PreviewProvider {
    static var platform: PreviewPlatform? { .iOS }
    static var previews: some View { Text("Phone") }
  }

  struct FamilyKey: PreviewContextKey {
    static var defaultValue: String { "small" }
  }

  struct Family: PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
  }

  @Test func previewPlatformsAndContexts() {
    #expect(RowPreviews.platform == nil)
    #expect(PhonePreviews.platform == .iOS)
    #expect(Family()[FamilyKey.self] == "small")
    let plain = ViewHost(Text("Row")).render(.tree)
    #expect(ViewHost(Text("Row").previewContext(Family())).render(.tree) == plain)
  }

  @Test func toolbarCustomizationHasNoEffectOnTheIPhone() {
    let customized = NavigationStack {
      Text("Inbox")
        .toolbar(id: "inbox") {
          ToolbarItem(id: "compose", placement: .primaryAction) { Button("Compose") {} }
            .customizationBehavior(.disabled)
          ToolbarItem(id: "tags", placement: .primaryAction) { Button("Tags") {} }
            .defaultCustomization(.hidden, options: .alwaysAvailable)
        }
    }
    let plain = NavigationStack {
      Text("Inbox")
        .toolbar(id: "inbox") {
          ToolbarItem(id: "compose", placement: .primaryAction) { Button("Compose") {} }
          ToolbarItem(id: "tags", placement: .primaryAction) { Button("Tags") {} }
        }
    }
    #expect(ViewHost(customized).render(.tree) == ViewHost(plain).render(.tree))
    #expect(ToolbarCustomizationBehavior.reorderable != .default)
  }
}

/// A modifier of either kind, for the environmental modifier above.
private struct AnyViewModifier: ViewModifier {
  let apply: (AnyView) -> AnyView
  init<M: ViewModifier>(_ modifier: M) { apply = { AnyView($0.modifier(modifier)) } }
  func body(content: Content) -> some View { apply(AnyView(content)) }
}
