import VellumLanguage
import VellumRunner

/// The views of a program that can be shown on their own: those needing no arguments.
enum Previewable {
  @MainActor
  static func views(of program: Program) -> [InterpretedView] {
    program.viewNames.compactMap { name in try? program.view(named: name) }
  }

  /// The views of the program's file at `index` that can be shown on their own.
  @MainActor
  static func views(of program: Program, inFile index: Int) -> [InterpretedView] {
    program.viewNames(inFile: index).compactMap { name in try? program.view(named: name) }
  }

  /// The names of the views of the `.vellum` file at `path` that can be shown on their own
  /// (none when it does not compile).
  @MainActor
  static func viewNames(in path: String) -> [String] {
    guard case .success(let program) = SourceFiles.program(at: path) else { return [] }
    return views(of: program).map(\.name)
  }
}
