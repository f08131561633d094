import Foundation
import VellumLanguage

/// Reading `.vellum` files for the commands.
package enum SourceFiles {
  /// The checked program in the file at `path`, or the errors to print: an unreadable file,
  /// or every problem the parser and the checker find, with the source line and a caret.
  @MainActor
  package static func program(at path: String) -> Result<Program, ProgramError> {
    program(at: [path])
  }

  /// The checked program of the files at `paths`, read together as Swift compiles a module's
  /// files (each may use and extend what the others declare), or the errors to print.
  @MainActor
  package static func program(at paths: [String]) -> Result<Program, ProgramError> {
    var sources: [SourceText] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(ProgramError(description: "vellum: cannot read '\(path)'"))
      }
      sources.append(SourceText(name: path, text: String(decoding: data, as: UTF8.self)))
    }
    let program: Program
    do throws(Diagnostics) {
      program = try Program(files: sources)
    } catch {
      return .failure(ProgramError(description: error.description))
    }
    let problems = Checker.check(program)
    guard problems.isEmpty else {
      let errors = Diagnostics(diagnostics: problems, sources: program.sources)
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
