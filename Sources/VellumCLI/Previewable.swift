import VellumLanguage
import VellumRunner

/// The views of a program that can be shown on their own: those needing no arguments and no
/// object from their environment.
enum Previewable {
  @MainActor
  static func views(of program: Program) -> [InterpretedView] {
    program.viewNames.compactMap { standalone(named: $0, in: program) }
  }

  /// The views of the program's file at `index` that can be shown on their own.
  @MainActor
  static func views(of program: Program, inFile index: Int) -> [InterpretedView] {
    program.viewNames(inFile: index).compactMap { standalone(named: $0, in: program) }
  }

  /// The view `name` of `program`, when it can be shown on its own.
  @MainActor
  private static func standalone(named name: String, in program: Program) -> InterpretedView? {
    guard let view = try? program.view(named: name), !view.readsEnvironmentObjects else {
      return nil
    }
    return view
  }

  /// The names of the views of the `.vellum` file at `path` that can be shown on their own
  /// (none when it does not compile).
  @MainActor
  static func viewNames(in path: String) -> [String] {
    guard case .success(let program) = SourceFiles.program(at: path) else { return [] }
    return views(of: program).map(\.name)
  }
}
