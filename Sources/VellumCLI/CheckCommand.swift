import Vellum
import VellumLanguage
import VellumRunner

/// `vellum check`: reports every problem of the files, read together as Swift compiles a
/// module's files; exit status 1 when there is one.
enum CheckCommand {
  static let usage = """
    usage: vellum check FILE...

    Reads the files together, as Swift compiles the files of a module (each may use and extend
    what the others declare), and reports their problems like a compiler (file:line:column:
    error: …, the line and a caret): syntax errors, unknown names, views and modifiers, argument
    labels, missing and extra arguments, values of the wrong type; then it builds each view
    that needs no arguments once and reports what that meets. Exits with 1 when any file has a
    problem.
    """

  @MainActor
  static func run(_ arguments: [String]) -> Outcome {
    if arguments.contains("--help") || arguments.contains("-h") { return .success(usage + "\n") }
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      return .usage("unknown option '\(option)'", usage)
    }
    guard !arguments.isEmpty else { return .usage("check needs at least one FILE", usage) }
    var outcome = Outcome()
    switch SourceFiles.program(at: arguments) {
    case .failure(let error):
      outcome.errors += error.description + "\n"
      outcome.status = 1
    case .success(let program):
      for view in Previewable.views(of: program) { _ = ViewHost(view) }
      let problems = program.runtimeDiagnostics
      guard problems.isEmpty else {
        outcome.errors +=
          Diagnostics(diagnostics: problems, sources: program.sources).description + "\n"
        outcome.status = 1
        return outcome
      }
      for (index, file) in arguments.enumerated() {
        let count = program.viewNames(inFile: index).count
        outcome.output += "\(file): \(count) \(count == 1 ? "view" : "views"), no problems\n"
      }
    }
    return outcome
  }
}
