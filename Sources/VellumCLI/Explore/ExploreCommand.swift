import Foundation
import Vellum
import VellumExplorer
import VellumRunner
import VellumValues

/// `vellum explore`: every screen reachable from each preview, walked in a preview runner, the
/// findings printed with the Swift that reproduces them, and a clickable prototype written
/// per preview.
enum ExploreCommand {
  static let usage = """
    usage: vellum explore [FILE...] [--package DIR [--target NAME]] [--preview NAME]...
                          [--depth N] [--states N] [--time SECONDS] [--input TEXT]...
                          [--output DIR] [--runner EXECUTABLE] [--strict]

    Explores every screen reachable from each preview (the examples', a package's, or the
    views of the files given, read by Vellum's interpreter): breadth first, every button,
    link, toggle, picker option, stepper, slider end, text field input, swipe and context
    menu action, back and dismiss, each path replayed on a fresh host of the preview in a
    preview runner, so a view that traps or never returns is reported, not fatal. Checked in
    every state: no trap, no hang, patches that apply, no new diagnostic (duplicate ids), the
    accessibility audit, texts that fit their frames. Each finding is printed once, with the
    shortest path to it as Swift a test can paste.

    Writes DIR/index.html and, per preview, DIR/NAME/: a static clickable prototype (a page
    per state whose controls link to the states they led to; index.html with the findings and
    the state graph; graph.svg) and exploration.json, the report. The files are the same from
    one run to the next.

      --preview NAME       explore only this preview (repeatable; default: every preview)
      --depth N            the most interactions a path has (default 4)
      --states N           the most states per preview (default 5000)
      --time SECONDS       the most time per preview (default 60)
      --input TEXT         a text typed into each text field (repeatable; default Hello)
      --output DIR         where the prototypes go (default explorations)
      --package DIR        explore the PreviewProviders of the Swift package in DIR (built
                           into DIR/.build/vellum-preview-runner first)
      --target NAME        only the providers of the package's target NAME
      --runner EXECUTABLE  the preview runner (default: vellum-previews beside this vellum)
      --strict             exit with status 1 when anything was found
    """

  /// The command line, read.
  private struct Options {
    var files: [String] = []
    var package: String?
    var target: String?
    var previews: [String] = []
    var depth = 4
    var states = 5000
    var seconds = 60
    var inputs: [String] = []
    var output = "explorations"
    var runner = RunnerProcess.examplesRunner
    var isStrict = false
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Outcome {
    let options: Options
    do throws(UsageError) {
      guard let read = try self.options(arguments) else { return .success(usage + "\n") }
      options = read
    } catch {
      return .usage(error.message, usage)
    }
    var runner = options.runner
    if let package = options.package {
      do throws(ServeError) {
        runner = try RunnerBuild.first(of: package, target: options.target).executable
      } catch {
        return .failure("vellum explore: \(error)\n")
      }
    }
    // A trap ends the runner at once: no backtrace is symbolicated first.
    let process = RunnerProcess(
      executable: runner, arguments: ["--runner"], timeout: 20,
      environment: ["SWIFT_BACKTRACE": "enable=no"], forwardsErrors: false)
    let targets: [(name: String, open: [String: JSONValue])]
    do throws(RunnerFailure) {
      targets = try previews(options, runner: process)
    } catch {
      return .failure("vellum explore: \(error)\n")
    }
    var report = ""
    var summaries: [ExplorationSummary] = []
    for target in targets {
      let started = ContinuousClock.now
      let driver = RunnerExplorer(runner: process, open: target.open, inputs: options.inputs)
      let exploration = await Explorer(
        driver: driver, depth: options.depth, maximumStates: options.states,
        deadline: started + .seconds(options.seconds)
      ).run()
      let elapsed = ContinuousClock.now - started
      let folder = String(PreviewGallery.fileName(for: target.name).dropLast(".html".count))
      do {
        try exploration.writePrototype(
          to: URL(fileURLWithPath: options.output).appendingPathComponent(folder),
          title: target.name)
      } catch {
        return .failure("vellum explore: \(error)\n", output: report)
      }
      let summary = ExplorationSummary(name: target.name, folder: folder, exploration: exploration)
      summaries.append(summary)
      let seconds =
        Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18
      report += summary.line + String(format: " in %.1f s\n", seconds)
      for finding in summary.findings { report += "  " + finding + "\n" }
    }
    do {
      try OwnedFolder(
        URL(fileURLWithPath: options.output), manifest: ".vellum-explorations",
        writer: "vellum explore"
      ).write([("index.html", ExplorationSummary.index(summaries))])
    } catch {
      return .failure("vellum explore: \(error)\n", output: report)
    }
    report += "prototypes: \(options.output)/index.html\n"
    let found = summaries.contains { !$0.exploration.findings.isEmpty }
    return options.isStrict && found ? .failure("", output: report) : .success(report)
  }

  /// The options `arguments` give, or `nil` when they ask for help.
  private static func options(_ arguments: [String]) throws(UsageError) -> Options? {
    var options = Options()
    var reader = OptionReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--help", "-h": return nil
      case "--preview": options.previews.append(try reader.value(of: argument, "a preview's name"))
      case "--depth": options.depth = try reader.count(of: argument, in: 1...12)
      case "--states": options.states = try reader.count(of: argument, in: 1...100_000)
      case "--time": options.seconds = try reader.count(of: argument, in: 1...86_400)
      case "--input": options.inputs.append(try reader.value(of: argument, "a text"))
      case "--output": options.output = try reader.value(of: argument, "a folder")
      case "--package": options.package = try reader.value(of: argument, "a package's folder")
      case "--target": options.target = try reader.value(of: argument, "a target's name")
      case "--runner": options.runner = try reader.executable(of: argument)
      case "--strict": options.isStrict = true
      default:
        guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
        guard FileManager.default.fileExists(atPath: argument) else {
          throw UsageError("no file '\(argument)'")
        }
        options.files.append(argument)
      }
    }
    guard options.package == nil || options.files.isEmpty else {
      throw UsageError("explore walks either files or a --package, not both")
    }
    guard options.target == nil || options.package != nil else {
      throw UsageError("--target needs --package")
    }
    if options.inputs.isEmpty { options.inputs = ["Hello"] }
    return options
  }

  /// The previews to explore, each with what opens it in the runner: the runner's (those
  /// named, if any), or the views of the files.
  @MainActor
  private static func previews(_ options: Options, runner: RunnerProcess) throws(RunnerFailure)
    -> [(name: String, open: [String: JSONValue])]
  {
    var found: [(name: String, open: [String: JSONValue])] = []
    if options.files.isEmpty {
      let answer = try runner.send(["method": "list", "params": [:]])
      for screen in answer["result"]?["screens"]?.array ?? [] {
        guard let name = screen["name"]?.string else { continue }
        found.append((name, ["name": .string(name)]))
      }
    } else {
      for file in options.files {
        for view in Previewable.viewNames(in: file) {
          found.append((view, ["file": .string(file), "view": .string(view)]))
        }
      }
    }
    guard !options.previews.isEmpty else { return found }
    var chosen: [(name: String, open: [String: JSONValue])] = []
    for name in options.previews {
      guard let preview = found.first(where: { $0.name == name }) else {
        throw RunnerFailure(
          description: "no preview is named \(name); the previews are "
            + found.map(\.name).joined(separator: ", "))
      }
      chosen.append(preview)
    }
    return chosen
  }
}

extension OptionReader {
  /// The whole number after `option`, within `range`.
  mutating func count(of option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    let value = try value(of: option, "a number")
    guard let number = Int(value), range.contains(number) else {
      throw UsageError(
        "\(option) needs a number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
    }
    return number
  }
}
