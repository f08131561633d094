import VellumLanguage

/// The views of a program that can be shown on their own: those needing no arguments.
enum Previewable {
  @MainActor
  static func views(of program: Program) -> [InterpretedView] {
    program.viewNames.compactMap { name in try? program.view(named: name) }
  }
}
