/// An error the compiler reported while building a package's preview runner: where, and what.
///
/// ```swift
/// BuildDiagnostic.errors(in: "/p/Sources/UI/Counter.swift:7:5: error: cannot find 'x' in scope")
/// // [/p/Sources/UI/Counter.swift:7:5: error: cannot find 'x' in scope]
/// ```
struct BuildDiagnostic: Equatable, CustomStringConvertible {
  /// The file's path.
  let file: String
  /// The line, from 1.
  let line: Int
  /// The column, from 1.
  let column: Int
  /// The compiler's message.
  let message: String

  var description: String { "\(file):\(line):\(column): error: \(message)" }

  /// The errors in a build's output, each once, in the order reported.
  static func errors(in output: String) -> [BuildDiagnostic] {
    var found: [BuildDiagnostic] = []
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: ": error: ") else { continue }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let row = Int(place[place.count - 2]),
        let column = Int(place[place.count - 1])
      else { continue }
      let diagnostic = BuildDiagnostic(
        file: place.dropLast(2).joined(separator: ":"), line: row, column: column,
        message: String(line[marker.upperBound...]))
      if !found.contains(diagnostic) { found.append(diagnostic) }
    }
    return found
  }
}
