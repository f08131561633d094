import Foundation
import Vellum

extension Benchmarks {
  /// Deep nesting: mounting and rendering a chain of 1,000 and 10,000 stacks or paddings, and
  /// the memory a level retains, which must stay flat as the depth grows (linear in depth).
  /// Memory is read in a child process (`--nesting-memory KIND DEPTH`), whose heap has no
  /// freed pages from earlier measurements to hide the growth.
  func nesting(into results: inout Results) {
    results.lines.append("")
    results.lines.append(
      "nesting (a counter under N levels; mount + text render, bytes per level):")
    for (name, make) in [("stacks", NestedViews.stacks), ("paddings", NestedViews.paddings)] {
      var line = "  " + pad(name, 10)
      for depth in [1_000, 10_000] {
        let time = Measure.median(repeats: repeats) {
          _ = ViewHost(make(depth)).render(.text(width: 40))
        }
        let perLevel = NestedViews.bytesPerLevelInFreshProcess(kind: name, depth: depth)
        results.record("\(name)_\(depth)_deep_ns", time)
        results.record("\(name)_\(depth)_deep_bytes_per_level", perLevel)
        line += pad("\(depth): \(number(time / 1e6)) ms, \(number(perLevel)) B/level", 36)
      }
      results.lines.append(line)
    }
  }
}

/// Views nested `depth` levels deep, built at run time.
@MainActor
enum NestedViews {
  /// The growth of the resident set per level while a nesting of `kind` is mounted.
  static func bytesPerLevel(kind: String, depth: Int) -> Double {
    let make = kind == "stacks" ? stacks : paddings
    let before = Measure.residentBytes()
    let host = ViewHost(make(depth))
    let perLevel = Double(Measure.residentBytes() - before) / Double(depth)
    withExtendedLifetime(host) {}
    return perLevel
  }

  /// ``bytesPerLevel(kind:depth:)`` measured by this executable in a child process, or NaN
  /// when the child cannot run.
  static func bytesPerLevelInFreshProcess(kind: String, depth: Int) -> Double {
    guard let executable = Bundle.main.executableURL else { return .nan }
    let process = Process()
    let output = Pipe()
    process.executableURL = executable
    process.arguments = ["--nesting-memory", kind, "\(depth)"]
    process.standardOutput = output
    do { try process.run() } catch { return .nan }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return Double(text) ?? .nan
  }

  static func stacks(_ depth: Int) -> AnyView {
    var view = AnyView(Text("Bottom"))
    for _ in 0..<depth { view = AnyView(VStack { view }) }
    return view
  }

  static func paddings(_ depth: Int) -> AnyView {
    var view = AnyView(Text("Bottom"))
    for _ in 0..<depth { view = AnyView(view.padding(1)) }
    return view
  }
}
