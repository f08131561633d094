import Foundation
import Vellum

/// vellum-bench: measures the pipeline in one run, as absolute times and as ratios to a
/// hand-written byte baseline, so the figures survive a noisy machine.
///
///     swift run -c release vellum-bench [--rows N] [--repeat K] [--json] [--only-rows]
///                                       [--check [--tolerance F] [--except KEYS]]
///                                       [--profile OPERATION]
///
/// `--check` compares the run with the graph's performance targets (see `Targets`) and exits 1
/// when one is missed; `--except KEYS` (comma-separated target keys) reports those targets
/// without failing on them.
///
/// `--only-rows` measures full renders at `--rows` only (not also 1k, 10k and 100k), for
/// profiling under valgrind. `--profile OPERATION` runs one operation (`mount`, `html`, `text`,
/// `insert`, `update`) `--repeat` times and nothing else, for a sampling profiler (see
/// `Profile`). `--nesting-memory KIND DEPTH` is how the benchmark runs itself to read one
/// nesting's memory on a fresh heap.
struct Options {
  var rows = 10_000
  var repeats = 5
  var json = false
  var onlyRows = false
  var check = false
  var tolerance = 1.0
  var except: Set<String> = []
  var profile: Profile?
  /// Set in the child process that measures one nesting's memory on a fresh heap.
  var nestingMemory: (kind: String, depth: Int)?

  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--rows": rows = try Self.number(iterator.next(), for: argument)
      case "--repeat": repeats = try Self.number(iterator.next(), for: argument)
      case "--json": json = true
      case "--only-rows": onlyRows = true
      case "--check": check = true
      case "--tolerance":
        guard let value = iterator.next().flatMap(Double.init), value >= 1 else {
          throw UsageError(message: "--tolerance needs a number of at least 1")
        }
        tolerance = value
      case "--except":
        let keys = (iterator.next() ?? "").split(separator: ",").map(String.init)
        let unknown = keys.filter { !Targets.keys.contains($0) }
        guard !keys.isEmpty, unknown.isEmpty else {
          throw UsageError(
            message: "--except needs target keys among "
              + Targets.keys.joined(separator: ", ")
              + (unknown.isEmpty ? "" : "; unknown: " + unknown.joined(separator: ", ")))
        }
        except = Set(keys)
      case "--profile":
        guard let name = iterator.next(), let operation = Profile(rawValue: name) else {
          let names = Profile.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(message: "--profile needs one of \(names)")
        }
        profile = operation
      case "--nesting-memory":
        let kind = iterator.next() ?? ""
        nestingMemory = (kind, try Self.number(iterator.next(), for: argument))
      case "--help", "-h":
        print(
          Self.usage
        )
        exit(0)
      default: throw UsageError(message: "unknown option '\(argument)'")
      }
    }
  }

  static let usage =
    "usage: vellum-bench [--rows N] [--repeat K] [--json] [--only-rows]"
    + " [--check [--tolerance F] [--except KEYS]] [--profile OPERATION]"

  private static func number(_ value: String?, for option: String) throws -> Int {
    guard let value, let number = Int(value), number > 0 else {
      throw UsageError(message: "\(option) needs a positive whole number")
    }
    return number
  }
}

struct UsageError: Error, CustomStringConvertible {
  let message: String
  var description: String {
    "vellum-bench: \(message)\n" + Options.usage
  }
}

@MainActor
func run(_ options: Options) {
  if let (kind, depth) = options.nestingMemory {
    print(NestedViews.bytesPerLevel(kind: kind, depth: depth))
    return
  }
  if let profile = options.profile {
    profile.run(rows: options.rows, repeats: options.repeats)
    return
  }
  let results = Benchmarks(repeats: options.repeats, onlyRows: options.onlyRows)
    .run(rows: options.rows)
  if options.json {
    print(results.json)
  } else {
    print(results.table)
  }
  if options.check {
    let targets = Targets(
      results, rows: options.rows, tolerance: options.tolerance, except: options.except)
    print("\ntargets (limits × \(options.tolerance)):\n" + targets.report)
    if !targets.allMet { exit(1) }
  }
}

do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  MainActor.assumeIsolated { run(options) }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
