import Testing
import Vellum
import VellumLanguage

/// The Foundation services model and view files use, as Foundation's documentation gives them:
/// `JSONDecoder` on sample data ("Encoding and Decoding Custom Types"), `URL`, a queue's
/// `sync`, a timer publisher a host's clock drives, and an `App`'s first window. What is not
/// interpreted is a located error, never a wrong rendering.
@MainActor
@Suite struct FoundationServiceTests {
  /// A view showing what `decode` makes of `json`, or the error it throws.
  private func decoded(_ json: String, as type: String = "[Book]") throws -> String {
    let program = try Program(
      source: """
        struct Book: Codable, Identifiable {
          let id: Int
          var title: String
          var subtitle: String?
          var link: URL?
        }
        struct Shelf: View {
          static let json = \"\"\"
            \(json)
            \"\"\"
          var body: some View {
            Text(verbatim: describe(Data(Shelf.json.utf8)))
          }
          func describe(_ data: Data) -> String {
            do {
              let value = try JSONDecoder().decode(\(type).self, from: data)
              return "\\(value)"
            } catch {
              return "\\(error)"
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    return ViewHost(try program.view(named: "Shelf")).root.visibleText
  }

  @Test func decodingFillsRecordsAndThrowsDecodingErrors() throws {
    let books = try decoded(#"[{"id": 1, "title": "Emma", "link": "https://example.com/emma"}]"#)
    #expect(books.contains(#"title: "Emma""#))
    #expect(books.contains("subtitle: nil"))
    #expect(books.contains("https://example.com/emma"))
    #expect(try decoded(#"[{"id": "one", "title": "Emma"}]"#).hasPrefix("typeMismatch("))
    #expect(try decoded(#"[{"id": 1}]"#).hasPrefix("keyNotFound("))
    #expect(try decoded("[{").hasPrefix("dataCorrupted("))
    #expect(try decoded("[1.5, 2]", as: "[Double]") == "[1.5, 2.0]")
  }

  @Test func whatIsNotInterpretedIsLocated() throws {
    func problems(_ body: String) throws -> [String] {
      let program = try Program(
        source: "struct V: View {\n  var body: some View {\n    \(body)\n  }\n}\n")
      return Checker.check(program).map(\.located)
    }
    #expect(
      try problems("Text(\"\\(UserDefaults())\")")
        == ["3:13: 'UserDefaults' is not interpreted: a file's previews keep nothing on disk"])
    #expect(
      try problems("Text(Date.now, format: .relative(presentation: .named))").first?.hasPrefix(
        "3:28: the format '.relative' of a Date is not interpreted") == true)
    #expect(
      try problems("Text(\"\\(Timer.publish(every: 0, on: .main, in: .common))\")")
        == ["3:19: a timer's interval must be above zero"])
  }

  /// An `App`'s body shows its first `WindowGroup`, as `ViewHost(app:)` does; a `Settings`
  /// scene opens no window.
  @Test func anAppShowsItsFirstWindow() throws {
    let program = try Program(
      source: """
        @main
        struct Notes: App {
          @State private var count = 0
          var body: some Scene {
            Settings { Text("Preferences") }
            WindowGroup {
              Button("Count \\(count)") { count += 1 }
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view(named: "Notes"))
    try host.tap("Count 0")
    #expect(host.root.visibleText == "Count 1")
  }

  /// `String(format:)` fills its number specifiers in order, in the POSIX locale ("String
  /// Format Specifiers"); a specifier without an argument, or one of another type, is located.
  @Test func stringFormatFillsItsSpecifiers() throws {
    func shown(_ call: String) throws -> String {
      let program = try Program(
        source: "struct V: View {\n  var body: some View { Text(\(call)) }\n}\n")
      if let problem = Checker.check(program).first { return problem.located }
      return ViewHost(try program.view()).root.visibleText
    }
    #expect(try shown(#"String(format: "%02d:%02d", 125 / 60, 125 % 60)"#) == "02:05")
    #expect(try shown(#"String(format: "%.1f%% of %d", 12.25, 3)"#) == "12.2% of 3")
    #expect(
      try shown(#"String(format: "%d and %d", 1)"#) == "2:30: '%d' in the format has no argument")
    #expect(try shown(#"String(format: "%d", 1.5)"#) == "2:30: '%d' formats an Int, not Double")
  }
}
