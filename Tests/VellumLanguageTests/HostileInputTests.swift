import Foundation
import Testing
import VellumCLI

/// Files and command lines that used to crash, hang, allocate without bound or pass `check`
/// although Swift rejects them. Each now gets a located error.
@MainActor
@Suite struct HostileInputTests {
  /// A file with `text` in a fresh temporary folder.
  private func temporaryFile(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("screen.vellum")
    try Data(text.utf8).write(to: file)
    return file.path
  }

  private func view(_ body: String, properties: String = "") -> String {
    "struct Screen: View {\n\(properties)\n  var body: some View {\n    \(body)\n  }\n}\n"
  }

  /// The `error:` lines of `vellum check` on `text`.
  private func errors(checking text: String) async throws -> [Substring] {
    let outcome = await VellumCommandLine.run(["check", try temporaryFile(text)])
    #expect(outcome.status == 1)
    return outcome.errors.split(separator: "\n").filter { $0.contains(": error: ") }
  }

  @Test func aLongModifierChainIsOneLocatedError() async throws {
    let found = try await errors(
      checking: view("Text(\"a\")" + String(repeating: ".padding()", count: 10_000)))
    #expect(found.count == 1)
    #expect(found.first?.contains(":4:") == true)
    #expect(found.first?.contains("chains or nests more than 200") == true)
  }

  @Test func aHundredThousandTermSumIsOneLocatedError() async throws {
    let sum = Array(repeating: "1", count: 100_000).joined(separator: " + ")
    let found = try await errors(checking: view("Text(\"\\(\(sum))\")"))
    #expect(found.count == 1)
    #expect(found.first?.contains("chains or nests more than 200") == true)
  }

  /// A closure gets a parameter for each anonymous argument up to the highest it uses:
  /// `$9223372036854775807` trapped counting them, `$1000000000` asked for 16 GB.
  @Test func aHugeAnonymousArgumentIsOneLocatedError() async throws {
    for index in ["9223372036854775807", "1000000000", "256"] {
      let found = try await errors(checking: view("ForEach(0..<2) { Text(\"\\($\(index))\") }"))
      #expect(found.count == 1, "$\(index)")
      #expect(found.first?.contains(":4:") == true)
      #expect(
        found.first?.contains(
          "anonymous closure argument '$\(index)' is out of range: closures take at most 256 "
            + "arguments ($0 to $255)") == true, "\(found)")
    }
  }

  /// A 50 MB literal was built, then its line copied as an array of characters for the
  /// excerpt (958 MB at the peak). The lexer now passes over a literal longer than a value may
  /// hold, and the excerpt copies only its window (176 MB for that file, about what a 50 MB
  /// comment takes; `/usr/bin/time -v vellum check`).
  @Test func aStringLiteralLongerThanAValueMayHoldIsOneLocatedError() async throws {
    let found = try await errors(
      checking: view("Text(\"" + String(repeating: "a", count: 1_000_001) + "\")"))
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix(
        ":4:10: error: this string literal is longer than the 1000000 bytes a value may hold")
        == true, "\(found.first?.suffix(120) ?? "")")
  }

  @Test func aChainWithinTheBoundRenders() async throws {
    let file = try temporaryFile(
      view("Text(\"deep\")" + String(repeating: ".padding(0)", count: 150)))
    let outcome = await VellumCommandLine.run(["render", file])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("deep"))
  }

  /// Rendering many diagnostics split the source once per diagnostic: 20,000 broken
  /// declarations took minutes.
  @Test func manyErrorsAreReportedInOnePass() async throws {
    let broken = (0..<5_000).map { "struct S\($0): View { var body: some View { Txt(\"x\") } }" }
    let found = try await errors(checking: broken.joined(separator: "\n"))
    #expect(found.count == 5_000)
    #expect(found.last?.contains("unknown view 'Txt'") == true)
  }

  /// 100 KB of random bytes took 72 s to check: every diagnostic split the whole source again.
  /// Each unresolved name sorted and compared every declaration of the file for a hint:
  /// 8,000 broken views took 18 s, 20,000 two minutes. The program's names are now asked
  /// through its bounded suggestion cache; a near local is still suggested.
  @Test func manyUnresolvedNamesAreReportedInOnePass() async throws {
    let broken = (0..<8_000).map {
      "struct S\($0): View { var body: some View { Text(missing\($0)) } }"
    }
    let found = try await errors(checking: broken.joined(separator: "\n"))
    #expect(found.count == 8_000)
    #expect(found.last?.contains("cannot find 'missing7999' in scope") == true)
    let local = try await errors(
      checking: view("Text(titel)", properties: "  let title = \"Hi\""))
    #expect(local.first?.contains("cannot find 'titel' in scope; did you mean 'title'?") == true)
  }

  @Test func randomBytesAreReportedInOnePass() async throws {
    var state: UInt64 = 42
    let bytes = (0..<100_000).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("noise.vellum")
    try Data(bytes).write(to: file)
    let outcome = await VellumCommandLine.run(["check", file.path])
    #expect(outcome.status == 1)
    #expect(outcome.errors.split(separator: "\n").filter { $0.contains(": error: ") }.count > 1_000)
  }

  @Test func aLongLineIsShownAsAWindowAroundTheColumn() async throws {
    let text = view("Text(\"a\")" + String(repeating: " ", count: 5_000) + ".pading()")
    let outcome = await VellumCommandLine.run(["check", try temporaryFile(text)])
    let lines = outcome.errors.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= 3)
    #expect(lines[1].count <= 162)
    #expect(lines[1].hasSuffix(".pading()"))
    // The caret is under the modifier's name.
    #expect(lines[2].count == lines[1].count - "pading()".count + 1)
  }

  @Test func aNonFinitePaddingIsARuntimeErrorThatCheckReports() async throws {
    let found = try await errors(
      checking: view("Text(\"a\").padding(1.0 / z)", properties: "  let z = 0.0"))
    #expect(found.count == 1)
    #expect(found.first?.hasSuffix("error: padding of inf is not a finite length") == true)
  }

  @Test func aStringDoubledByTapsStopsAtTheLimit() async throws {
    let file = try temporaryFile(
      view(
        "VStack {\n Button(\"Double\") { s = s + s }\n Text(\"\\(s.count)\")\n }",
        properties: "  @State var s = \"ab\""))
    let taps = Array(repeating: ["--tap", "Double"], count: 25).flatMap { $0 }
    let outcome = await VellumCommandLine.run(["render", file] + taps)
    #expect(outcome.status == 1)
    #expect(outcome.errors.contains("more than the 1000000 a value may hold"))
  }

  @Test func aSwitchMustBeExhaustive() async throws {
    let found = try await errors(
      checking: "enum E { case a, b }\n"
        + view("switch e {\n    case .a: Text(\"a\")\n    }", properties: "  let e: E = .a"))
    #expect(
      found.map { String($0.split(separator: ": error: ")[1]) } == [
        "switch must be exhaustive; add cases for .b"
      ])
    let empty = try await errors(
      checking: view("switch n { }", properties: "  let n = 1"))
    #expect(empty.first?.hasSuffix("switch must be exhaustive; add a 'default' case") == true)
  }

  @Test func aStructThatContainsItselfIsRejected() async throws {
    let found = try await errors(
      checking: "struct N { let next: N? }\nstruct T { let children: [T] }\n"
        + view("Text(\"a\")"))
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix(
        "1:16: error: value type 'N' cannot have a stored property that recursively contains it")
        == true)
  }
}
