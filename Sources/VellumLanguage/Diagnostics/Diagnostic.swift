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
  /// The error a `throw` threw, while it is on its way to the `catch` or `try?` that takes it;
  /// `nil` for a problem of the file.
  package var thrown: Value?

  /// A diagnostic.
  ///
  /// ```swift
  /// Diagnostic(message: "unterminated string", location: start)
  /// ```
  public init(message: String, location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// The diagnostic for `value`, thrown at `location`: it reads as Swift's report of an error
  /// no `catch` took, should none take it.
  init(thrown value: Value, at location: SourceLocation) {
    self.init(message: "the error '\(value)' was thrown and not caught", location: location)
    thrown = value
  }

  /// `file:line:column: error: message`, the source line, and a caret under the column.
  ///
  /// To render many diagnostics of one file, use ``Diagnostics``, which splits the source once.
  public func rendered(file: String, source: String) -> String {
    rendered(file: file, lines: SourceLines(source))
  }

  /// The rendering, with the source already split into lines.
  func rendered(file: String, lines: SourceLines) -> String {
    var text = "\(file):\(location.line):\(location.column): error: \(message)"
    if let excerpt = lines.excerpt(line: location.line, column: location.column) {
      text += "\n" + excerpt.text + "\n" + String(repeating: " ", count: excerpt.caret) + "^"
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
  let lowered = Array(name.lowercased())
  let limit = max(1, name.count / 3)
  var best: (String, Int)?
  for candidate in candidates {
    // Cheap first: a candidate whose length differs by more than the limit cannot be close.
    guard abs(candidate.utf8.count - name.utf8.count) <= limit * 4 else { continue }
    let other = Array(candidate.lowercased())
    guard abs(other.count - lowered.count) <= limit else { continue }
    let distance = editDistance(lowered, other)
    if distance <= limit, distance < (best?.1 ?? .max) {
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
  editDistance(Array(a), Array(b))
}

/// The edit distance between two character arrays, keeping only the last three rows.
///
/// - Complexity: O(*m* × *n*) time and O(*n*) memory.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var twoAbove = [Int](repeating: 0, count: b.count + 1)
  var above = Array(0...b.count)
  var row = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    row[0] = i
    for j in 1...b.count {
      row[j] = min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        row[j] = min(row[j], twoAbove[j - 2] + 1)
      }
    }
    (twoAbove, above, row) = (above, row, twoAbove)
  }
  return above[b.count]
}
