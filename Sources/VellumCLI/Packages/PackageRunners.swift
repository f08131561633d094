import Foundation

/// Where a tool gets the preview runner of a Swift package it points at.
protocol PackageRunnerSource: AnyObject {
  /// The runner of the previews of the package in `folder`, built if need be, and whether it
  /// is a new runner (its screens start afresh).
  func runner(for folder: String) throws(PackageBuildFailure) -> (RunnerConnection, isNew: Bool)
}

/// Why a package's previews could not be run: its runner does not build (the compiler's
/// errors), or the package cannot be read.
struct PackageBuildFailure: Error, CustomStringConvertible {
  /// What went wrong, in words.
  let description: String
  /// The compiler's errors, if it got that far.
  let errors: [BuildDiagnostic]
}

/// The preview runners of the packages `vellum mcp` is pointed at: a package's runner is
/// built when first asked for, and built again each time (SwiftPM's incremental build of an
/// unchanged package takes a second or so), so an edit between two calls is in the next one.
/// A build that made a new executable starts a new runner process.
///
/// ```swift
/// let (runner, isNew) = try PackageRunners().runner(for: "MyApp")
/// ```
final class PackageRunners: PackageRunnerSource {
  /// Each package's runner, with the executable's modification date it was started from.
  private var runners: [String: (runner: RunnerProcess, built: Date?)] = [:]

  func runner(for folder: String) throws(PackageBuildFailure) -> (RunnerConnection, isNew: Bool) {
    let directory = URL(fileURLWithPath: folder).standardizedFileURL
    let package: PreviewPackage
    do {
      package = try PreviewPackage(at: directory)
    } catch {
      throw PackageBuildFailure(description: error.description, errors: [])
    }
    let build = RunnerBuild(package: package)
    let outcome: RunnerBuild.Outcome
    do {
      try build.start()
      outcome = build.outcome()
    } catch {
      throw PackageBuildFailure(description: error.description, errors: [])
    }
    switch outcome {
    case .failed(let errors, let output):
      throw PackageBuildFailure(
        description: "the previews of \(directory.path) do not build:\n"
          + (errors.isEmpty
            ? output.split(separator: "\n").suffix(20).joined(separator: "\n")
            : errors.map(\.description).joined(separator: "\n")),
        errors: errors)
    case .built(let executable):
      let built =
        (try? FileManager.default.attributesOfItem(atPath: executable.path))?[.modificationDate]
        as? Date
      if let existing = runners[directory.path], existing.built == built {
        return (existing.runner, false)
      }
      let runner = RunnerProcess(executable: executable, arguments: ["--runner"])
      runners[directory.path] = (runner, built)
      return (runner, true)
    }
  }
}
