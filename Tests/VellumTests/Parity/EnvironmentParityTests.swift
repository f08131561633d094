import Foundation
import Testing
import Vellum
import VellumTesting

/// The environment values apps read and the storage property wrappers (issue 17,
/// "Environment and storage"): fixed defaults, `.environment` overrides, the host's scene
/// phase, and `@AppStorage`/`@SceneStorage` through stores that never touch the machine.
@MainActor
@Suite struct EnvironmentParityTests {
  private struct Reader: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.isPresented) private var isPresented
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.defaultMinListRowHeight) private var rowHeight
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.self) private var environment

    var body: some View {
      Text(
        [
          "\(scenePhase)", "\(colorScheme)", "\(typeSize)",
          "\(horizontal.map { "\($0)" } ?? "nil")",
          "\(vertical.map { "\($0)" } ?? "nil")", "presented \(isPresented)",
          "motion \(reduceMotion)", "color \(withoutColor)", "voiceOver \(voiceOver)",
          "transparency \(reduceTransparency)", "scale \(Int(displayScale))", "\(layoutDirection)",
          "row \(Int(rowHeight))", "enabled \(isEnabled)",
          "locale \(environment.locale.identifier)",
        ].joined(separator: ", "))
    }
  }

  @Test func defaultsAndOverrides() {
    let defaults = ViewHost(Reader()).render(.tree)
    #expect(
      defaults.contains(
        "active, light, large, compact, regular, presented false, motion false, color false, "
          + "voiceOver false, transparency false, scale 3, leftToRight, row 44, enabled true, "
          + "locale en_US"))
    let overridden = ViewHost(
      Reader()
        .environment(\.scenePhase, .inactive)
        .environment(\.colorScheme, .dark)
        .dynamicTypeSize(.accessibility2)
        .environment(\.horizontalSizeClass, .regular)
        .environment(\.verticalSizeClass, nil)
        .environment(\.accessibilityReduceMotion, true)
        .environment(\.accessibilityDifferentiateWithoutColor, true)
        .environment(\.accessibilityVoiceOverEnabled, true)
        .environment(\.accessibilityReduceTransparency, true)
        .environment(\.displayScale, 2)
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.defaultMinListRowHeight, 60)
    ).render(.tree)
    #expect(
      overridden.contains(
        "inactive, dark, accessibility2, regular, nil, presented false, motion true, color true, "
          + "voiceOver true, transparency true, scale 2, rightToLeft, row 60"))
    #expect(ViewHost(Reader().preferredColorScheme(.dark)).render(.tree).contains("dark"))
    #expect(
      ViewHost(Reader().dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility5))
        .render(.tree).contains("xLarge"))
    #expect(
      DynamicTypeSize.accessibility1.isAccessibilitySize
        && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }

  @Test func presentedViewsKnowTheyArePresented() throws {
    struct Screen: View {
      @State private var isShowing = false
      var body: some View {
        Button("Show") { isShowing = true }
          .sheet(isPresented: $isShowing) { Reader() }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Show")
    #expect(host.render(.tree).contains("presented true"))
  }

  @Test func changingTheScenePhaseReachesOnChange() {
    struct Saver: View {
      @Environment(\.scenePhase) private var scenePhase
      @State private var saves = 0
      var body: some View {
        Text("\(scenePhase) \(saves) saves")
          .onChange(of: scenePhase) { _, phase in if phase == .background { saves += 1 } }
      }
    }
    let host = ViewHost(Saver())
    host.setScenePhase(.inactive)
    host.setScenePhase(.background)
    #expect(host.render(.tree).contains("background 1 saves"))
    host.setScenePhase(.active)
    #expect(host.render(.tree).contains("active 1 saves"))
  }

  private enum Sort: String { case name, date }
  private enum Size: Int {
    case small = 1
    case large = 2
  }

  private struct Settings: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("launches") private var launches = 0
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("isPro") private var isPro = false
    @AppStorage("site") private var site = URL(string: "https://example.com")!
    @AppStorage("blob") private var blob = Data()
    @AppStorage("opened") private var opened = Date(timeIntervalSinceReferenceDate: 0)
    @AppStorage("sort") private var sort = Sort.name
    @AppStorage("size") private var size = Size.small
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("lastSort") private var lastSort: Sort?
    @AppStorage("lastSize") private var lastSize: Size?
    @AppStorage("score") private var score: Int?
    @AppStorage("ratio") private var ratio: Double?
    @AppStorage("flag") private var flag: Bool?
    @AppStorage("link") private var link: URL?
    @AppStorage("bytes") private var bytes: Data?
    @AppStorage("when") private var when: Date?

    var body: some View {
      VStack {
        TextField("Name", text: $username)
        Text(
          "\(username) \(launches) \(volume) \(isPro) \(site.host ?? "") \(blob.count) "
            + "\(opened.timeIntervalSinceReferenceDate) \(sort) \(size) \(nickname ?? "-") "
            + "\(lastSort.map { "\($0)" } ?? "-") \(lastSize.map { "\($0)" } ?? "-") "
            + "\(score ?? -1) \(ratio ?? -1) \(flag.map { "\($0)" } ?? "-") "
            + "\(link?.host ?? "-") \(bytes?.count ?? -1) \(when == nil ? "-" : "set")")
        Button("Launch") {
          launches += 1
          sort = .date
          size = .large
          lastSort = .date
          nickname = "ada"
          score = 7
          flag = true
          link = URL(string: "https://swift.org")
          when = Date(timeIntervalSinceReferenceDate: 60)
        }
      }
    }
  }

  @Test func appStorageReadsAndWritesTheGivenStore() throws {
    let store = InMemoryUserDefaults(["volume": 0.8, "size": 2])
    let host = ViewHost(Settings().defaultAppStorage(store))
    #expect(
      host.render(.tree).contains(
        "Anonymous 0 0.8 false example.com 0 0.0 name large - - - -1 -1.0 - - -1 -"))
    try host.type("Grace", into: "Name")
    try host.tap("Launch")
    #expect(
      host.render(.tree).contains(
        "Grace 1 0.8 false example.com 0 0.0 date large ada date - 7 -1.0 true swift.org -1 set"))
    #expect(store.object(forKey: "username") as? String == "Grace")
    #expect(store.object(forKey: "sort") as? String == "date")
    #expect(store.object(forKey: "link") as? String == "https://swift.org")
    let again = ViewHost(Settings().defaultAppStorage(store))
    #expect(again.render(.tree).contains("Grace 1"), "a new host reads what the first wrote")
  }

  @Test func appStorageWithAnExplicitStoreUpdatesEveryReader() throws {
    let store = InMemoryUserDefaults()
    struct Counter: View {
      let store: UserDefaults
      @AppStorage var count: Int
      init(store: UserDefaults) {
        self.store = store
        _count = AppStorage(wrappedValue: 0, "count", store: store)
      }
      var body: some View { Button("Count \(count)") { count += 1 } }
    }
    struct Pair: View {
      let store: UserDefaults
      var body: some View {
        VStack {
          Counter(store: store)
          Mirror(store: store)
        }
      }
    }
    struct Mirror: View {
      @AppStorage var count: Int
      init(store: UserDefaults) { _count = AppStorage(wrappedValue: 0, "count", store: store) }
      var body: some View { Text("Mirror \(count)") }
    }
    let host = ViewHost(Pair(store: store))
    try host.tap("Count 0")
    #expect(host.render(.text(width: 20)).contains("Mirror 1"))
    #expect(host.lastUpdate.evaluatedViews.contains("Mirror"))
  }

  @Test func sceneStorageIsKeptPerHost() throws {
    struct Tabs: View {
      @SceneStorage("tab") private var tab = 0
      @SceneStorage("draft") private var draft: String?
      @SceneStorage("sort") private var sort = Sort.name
      var body: some View {
        VStack {
          Text("tab \(tab) \(draft ?? "-") \(sort)")
          Button("Next") {
            tab += 1
            draft = "hello"
            sort = .date
          }
        }
      }
    }
    let first = ViewHost(Tabs())
    try first.tap("Next")
    #expect(first.render(.tree).contains("tab 1 hello date"))
    #expect(ViewHost(Tabs()).render(.tree).contains("tab 0 - name"))
  }

  @Test func scaledMetricsAndFocusedValues() {
    struct Icon: View {
      @ScaledMetric private var size: CGFloat = 17
      @ScaledMetric(relativeTo: .title) private var badge: Double = 34
      @FocusedValue(\.noteTitle) private var focused
      @FocusedBinding(\.noteBody) private var body2
      var body: some View {
        Text("\(Int(size)) \(Int(badge)) \(focused ?? "none") \(body2 ?? "none")")
          .focusedValue(\.noteTitle, "Title")
          .focusedSceneValue(\.noteTitle, "Scene")
      }
    }
    #expect(ViewHost(Icon()).render(.tree).contains("17 34 none none"))
    #expect(ViewHost(Icon().dynamicTypeSize(.accessibility5)).render(.tree).contains("53 106"))
  }
}

private struct NoteTitleKey: FocusedValueKey {
  typealias Value = String
}

private struct NoteBodyKey: FocusedValueKey {
  typealias Value = Binding<String>
}

extension FocusedValues {
  fileprivate var noteTitle: String? {
    get { self[NoteTitleKey.self] }
    set { self[NoteTitleKey.self] = newValue }
  }

  fileprivate var noteBody: Binding<String>? {
    get { self[NoteBodyKey.self] }
    set { self[NoteBodyKey.self] = newValue }
  }
}
