import Foundation
import VellumLanguage

/// Reading `.vellum` files for the commands.
enum SourceFiles {
  /// The program in the file at `path`, or the errors to print: unreadable files and every
  /// problem of the file, rendered with the source line and a caret.
  static func program(at path: String) -> Result<Program, ProgramError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(ProgramError(description: "vellum: cannot read '\(path)'"))
    }
    do throws(Diagnostics) {
      return .success(try Program(source: String(decoding: data, as: UTF8.self), file: path))
    } catch {
      return .failure(ProgramError(description: error.description))
    }
  }
}

/// A file that could not be read or parsed, with its messages.
struct ProgramError: Error, CustomStringConvertible {
  let description: String
}
