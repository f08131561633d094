/// A problem found in a `.vellum` file, reported like a compiler does:
///
///     counter.vellum:12:7: error: unknown modifier 'pading'; did you mean 'padding'?
///           .pading()
///            ^
///
/// ```swift
/// Diagnostic(message: "expected '}'", location: location).rendered(file: "a.vellum", source: text)
/// ```
public struct Diagnostic: Error, Hashable, Sendable {
  /// What is wrong.
  public var message: String
  /// Where.
  public var location: SourceLocation

  /// A diagnostic.
  ///
  /// ```swift
  /// Diagnostic(message: "unterminated string", location: start)
  /// ```
  public init(message: String, location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// `file:line:column: error: message`, the source line, and a caret under the column.
  public func rendered(file: String, source: String) -> String {
    var text = "\(file):\(location.line):\(location.column): error: \(message)"
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    if location.line >= 1, location.line <= lines.count {
      let line = String(lines[location.line - 1].map { $0 == "\t" ? " " : $0 })
      text += "\n" + line + "\n" + String(repeating: " ", count: max(0, location.column - 1)) + "^"
    }
    return text
  }
}

/// The closest of `candidates` to `name`, when it is close enough to be a likely typo.
///
/// ```swift
/// suggestion(for: "pading", among: ["padding", "frame"])   // "padding"
/// ```
public func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
  var best: (String, Int)?
  for candidate in candidates {
    let distance = editDistance(name.lowercased(), candidate.lowercased())
    if distance <= max(1, name.count / 3), distance < (best?.1 ?? .max) {
      best = (candidate, distance)
    }
  }
  return best?.0
}

/// `; did you mean 'x'?` for the candidate closest to `name` (written after `prefix`, such as
/// `.` for an enum case), or nothing when none is close: the end of an "unknown …" message.
///
/// ```swift
/// didYouMean("pading", among: ["padding", "frame"])   // "; did you mean 'padding'?"
/// ```
func didYouMean(_ name: String, among candidates: some Sequence<String>, prefix: String = "")
  -> String
{
  suggestion(for: name, among: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
}

/// The edit distance between two strings, counting an insertion, a deletion, a substitution or
/// a swap of neighbours (`dialy` for `daily`) as one edit.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var rows = [Array(0...b.count)]
  for i in 1...a.count {
    var row = [i] + [Int](repeating: 0, count: b.count)
    for j in 1...b.count {
      let above = rows[i - 1]
      row[j] = min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        row[j] = min(row[j], rows[i - 2][j - 2] + 1)
      }
    }
    rows.append(row)
  }
  return rows[a.count][b.count]
}
