import Foundation
import VellumLanguage

/// Reading `.vellum` files for the commands.
package enum SourceFiles {
  /// The checked program in the file at `path`, or the errors to print: an unreadable file,
  /// or every problem the parser and the checker find, with the source line and a caret.
  @MainActor
  package static func program(at path: String) -> Result<Program, ProgramError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(ProgramError(description: "vellum: cannot read '\(path)'"))
    }
    let program: Program
    do throws(Diagnostics) {
      program = try Program(source: String(decoding: data, as: UTF8.self), file: path)
    } catch {
      return .failure(ProgramError(description: error.description))
    }
    let problems = Checker.check(program)
    guard problems.isEmpty else {
      let errors = Diagnostics(diagnostics: problems, file: path, source: program.source)
      return .failure(ProgramError(description: errors.description))
    }
    return .success(program)
  }
}

/// A file that could not be read or parsed, with its messages.
package struct ProgramError: Error, CustomStringConvertible {
  /// The messages, as printed.
  package let description: String
}
