import Foundation
import Testing
import Vellum
import VellumLanguage

/// `@AppStorage` and `@SceneStorage` (their documentation pages: "a property wrapper type
/// that reflects a value from UserDefaults", "…that reads and writes to persisted, per-scene
/// storage"): a value kept under a key, shared by every view reading the key, stored as the
/// compiled wrappers store it so interpreted and compiled views read each other's values.
@MainActor
@Suite struct StoredPropertyTests {
  private let source = """
    enum Level: Int, CaseIterable {
      case low = 1, high = 5
    }
    struct Settings: View {
      @AppStorage("volume") private var volume = 3
      @AppStorage("level") private var level = Level.low
      @AppStorage("nickname") private var nickname: String?
      @SceneStorage("draft") private var draft = ""
      var body: some View {
        Stepper("Volume: \\(volume)", value: $volume, in: 0...10)
        Button("Raise level") { level = .high }
        Button("Name me") { nickname = "Ada" }
        TextField("Draft", text: $draft)
        Echo()
      }
    }
    struct Echo: View {
      @AppStorage("volume") private var volume = 0
      @AppStorage("level") private var level = Level.low
      @AppStorage("nickname") private var nickname: String?
      @SceneStorage("draft") private var draft = "none"
      var body: some View {
        Text("Echo: \\(volume) \\(level.rawValue) \\(nickname ?? "nobody") \\(draft)")
      }
    }
    """

  @Test func viewsReadingAKeyShareItsValue() throws {
    let program = try Program(source: source)
    #expect(Checker.check(program) == [])
    let defaults = InMemoryUserDefaults([:])
    var environment = EnvironmentValues()
    environment.defaultAppStorage = defaults
    let host = ViewHost(try program.view(named: "Settings"), environment: environment)
    // Each view starts from its own default until the key is written.
    #expect(host.render(.text).contains("Echo: 0 1 nobody none"))
    try host.increment("Volume: 3")
    try host.tap("Raise level")
    try host.tap("Name me")
    try host.type("Hi", into: "Draft")
    #expect(host.render(.text).contains("Echo: 4 5 Ada Hi"))
    // Stored as the compiled wrappers store them: an Int, an enum's raw value, a String.
    #expect(defaults.object(forKey: "volume") as? Int == 4)
    #expect(defaults.object(forKey: "level") as? Int == 5)
    #expect(defaults.object(forKey: "nickname") as? String == "Ada")
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aStoredValueWrittenElsewhereIsRead() throws {
    let program = try Program(source: source)
    var environment = EnvironmentValues()
    environment.defaultAppStorage = InMemoryUserDefaults(["volume": 9, "level": 5])
    let host = ViewHost(try program.view(named: "Echo"), environment: environment)
    #expect(host.render(.text).contains("Echo: 9 5 nobody none"))
  }

  @Test func aKeyThatIsNotALiteralIsALocatedError() throws {
    let cases: [(String, String)] = [
      ("  @AppStorage(key) var n = 1", "'@AppStorage' takes its key as a string literal"),
      (
        "  @AppStorage(\"n\", store: .standard) var n = 1",
        "a '@AppStorage' store of its own is not interpreted"
      ),
    ]
    for (line, message) in cases {
      let source = "struct V: View {\n\(line)\n  var body: some View { Text(\"a\") }\n}"
      var problems: [Diagnostic] = []
      do { _ = try Program(source: source) } catch { problems = error.diagnostics }
      #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
      #expect(problems.first?.location.line == 2)
    }
  }

  /// `@ScaledMetric` ("a dynamic property that scales a numeric value"): the written value
  /// times the text size's scale, the same interpreted as compiled.
  @Test func aScaledMetricScalesWithTheTextSize() throws {
    struct Compiled: View {
      @ScaledMetric private var icon = 20.0
      var body: some View { Text("Icon: \(icon)") }
    }
    let program = try Program(
      source: """
        struct Interpreted: View {
          @ScaledMetric(relativeTo: .body) private var icon = 20.0
          var body: some View { Text("Icon: \\(icon)") }
        }
        """)
    #expect(Checker.check(program) == [])
    for size in [DynamicTypeSize.large, .xxxLarge] {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      let interpreted = ViewHost(try program.view(), environment: environment)
      let compiled = ViewHost(Compiled(), environment: environment)
      #expect(interpreted.render(.text) == compiled.render(.text))
    }
    var large = EnvironmentValues()
    large.dynamicTypeSize = .xxxLarge
    #expect(!ViewHost(try program.view(), environment: large).render(.text).contains("20.0"))
  }
}
