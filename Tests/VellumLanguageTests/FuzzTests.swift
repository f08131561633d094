import Foundation
import Testing
import Vellum
import VellumLanguage

/// A deterministic random source (SplitMix64), so a failing mutation can be replayed by its index.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Mutates the language's examples — truncations, byte flips, token swaps, span copies and deep
/// nesting — and requires every run to end with located errors or, when the file parses and
/// checks, a rendering; a view that cannot be built counts as an error, not as a rendering.
@MainActor
@Suite struct FuzzTests {
  /// The ways an input is broken.
  enum Mutation: CaseIterable {
    case truncate, flipByte, swapTokens, copySpan, nest
  }

  nonisolated static let interesting = Array("{}()[]\"\\$.:,=?!<>+-@;\n #é".utf8)
  nonisolated static let openers = [
    "(", "{", "[", "\"\\(", "Text(", "if a {", "-", "!", "VStack {",
  ]

  nonisolated static func mutate(
    _ bytes: inout [UInt8], _ mutation: Mutation, using random: inout SplitMix64
  ) {
    guard !bytes.isEmpty else { return }
    let offset = Int.random(in: 0..<bytes.count, using: &random)
    switch mutation {
    case .truncate:
      bytes.removeSubrange(offset...)
    case .flipByte:
      bytes[offset] =
        Bool.random(using: &random)
        ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
    case .swapTokens:
      bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)  // offsets count valid UTF-8
      var lexer = Lexer(String(decoding: bytes, as: UTF8.self))
      let tokens = Array(lexer.tokenize().dropLast())
      guard tokens.count > 2 else { return }
      let first = Int.random(in: 0..<(tokens.count - 1), using: &random)
      let second = Int.random(in: (first + 1)..<tokens.count, using: &random)
      let a = span(of: first, in: tokens, length: bytes.count)
      let b = span(of: second, in: tokens, length: bytes.count)
      guard a.upperBound <= b.lowerBound else { return }
      var swapped = Array(bytes[..<a.lowerBound])
      swapped += bytes[b]
      swapped += bytes[a.upperBound..<b.lowerBound]
      swapped += bytes[a]
      swapped += bytes[b.upperBound...]
      bytes = swapped
    case .copySpan:
      let length = Int.random(in: 1...min(200, bytes.count - offset), using: &random)
      let target = Int.random(in: 0...bytes.count, using: &random)
      bytes.insert(contentsOf: bytes[offset..<(offset + length)], at: target)
    case .nest:
      let opener = openers.randomElement(using: &random)!
      let count = Int.random(in: 1...600, using: &random)
      bytes.insert(contentsOf: Array(String(repeating: opener, count: count).utf8), at: offset)
    }
  }

  /// The bytes of token `index`: from its start to the next token's start.
  nonisolated static func span(of index: Int, in tokens: [Token], length: Int) -> Range<Int> {
    let start = tokens[index].location.offset
    let end = index + 1 < tokens.count ? tokens[index + 1].location.offset : length
    return start..<max(start, end)
  }

  /// 10,000 mutations by default (a few seconds); `VELLUM_FUZZ_COUNT=100000` runs the full
  /// count, and `VELLUM_SEED` another sequence. A failure names the seed and the run.
  @Test func mutationsEndInARenderingOrLocatedErrors() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 2026
    let count = environment["VELLUM_FUZZ_COUNT"].flatMap(Int.init) ?? 10_000
    let examples = try Repository.examplePaths().map { Array(try Repository.text($0).utf8) }
    var random = SplitMix64(state: seed)
    var failing = 0
    var rendered = 0
    for run in 0..<count {
      var bytes = examples[run % examples.count]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        Self.mutate(&bytes, Mutation.allCases.randomElement(using: &random)!, using: &random)
      }
      let source = String(decoding: bytes, as: UTF8.self)
      let diagnostics = Self.run(source)
      guard let misplaced = Self.misplaced(diagnostics, in: source) else {
        if diagnostics.isEmpty { rendered += 1 } else { failing += 1 }
        continue
      }
      Issue.record("seed \(seed) (VELLUM_SEED), run \(run): \(misplaced) lies outside its input")
      return
    }
    // Most mutations break the file; some (a flipped comment byte) leave it valid.
    #expect(failing > count * 6 / 10, "seed \(seed)")
    #expect(rendered > count / 100, "seed \(seed)")
  }

  /// Parses, checks and (when both pass) renders `source`: the problems found on the way.
  static func run(_ source: String) -> [Diagnostic] {
    let program: Program
    do throws(Diagnostics) {
      program = try Program(source: source)
    } catch {
      return error.diagnostics
    }
    let problems = Checker.check(program)
    guard problems.isEmpty else { return problems }
    let view: InterpretedView
    do throws(Diagnostic) {
      view = try program.view()
    } catch {
      return [error]
    }
    let host = ViewHost(view)
    if host.render(.text).isEmpty, host.render(.html).isEmpty {
      return [
        Diagnostic(
          message: "rendered nothing", location: SourceLocation(line: 0, column: 0, offset: 0))
      ]
    }
    return program.runtimeDiagnostics
  }

  /// The first diagnostic whose location is not in `source`, if any.
  static func misplaced(_ diagnostics: [Diagnostic], in source: String) -> Diagnostic? {
    let size = source.utf8.count
    let lines = source.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    return diagnostics.first { diagnostic in
      let location = diagnostic.location
      return location.line < 1 || location.line > lines || location.column < 1
        || location.offset > size
        || diagnostic.message.isEmpty
    }
  }
}
