/// A unified diff of two texts, readable in a terminal: `-` lines of the reference, `+` lines of
/// the actual output, three lines of context, a `^` line under the characters that changed in a
/// changed line, and trailing spaces shown as `·`.
///
/// ```swift
/// print(LineDiff(reference: "a\nb\n", actual: "a\nc\n").unified)
/// ```
package struct LineDiff: Sendable {
  /// One line of the diff.
  package enum Line: Equatable, Sendable {
    /// In both texts.
    case same(String)
    /// Only in the reference.
    case removed(String)
    /// Only in the actual output.
    case added(String)
  }

  /// The lines, in order.
  package let lines: [Line]

  /// Diffs the lines of two texts (a longest common subsequence of lines).
  ///
  /// - Complexity: O(*n* × *m*) in the line counts, fine for snapshots.
  package init(reference: String, actual: String) {
    let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lengths = [[Int]](
      repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    lines = result
  }

  /// Whether the texts differ.
  package var hasChanges: Bool {
    lines.contains { if case .same = $0 { return false } else { return true } }
  }

  /// The diff as text, with hunks of changes and up to `context` unchanged lines around them.
  /// A block of removed lines followed by added lines is shown pair by pair, each added line
  /// followed by `^` marks under the characters that differ from the line it replaces.
  package func unified(context: Int = 3) -> String {
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false } else { return true }
    }
    guard !changed.isEmpty else { return "" }
    var shown = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(lines.count - 1, index + context) {
        shown.insert(near)
      }
    }
    var output: [String] = []
    var previous = -2
    var index = 0
    let ordered = shown.sorted()
    var position = 0
    while position < ordered.count {
      index = ordered[position]
      if index != previous + 1 { output.append("@@ line \(index + 1) @@") }
      guard case .removed = lines[index] else {
        if case .same(let text) = lines[index] { output.append("  " + Self.visible(text)) }
        if case .added(let text) = lines[index] { output.append("+ " + Self.visible(text)) }
        previous = index
        position += 1
        continue
      }
      var removed: [String] = []
      var added: [String] = []
      var end = index
      while end < lines.count, case .removed(let text) = lines[end] {
        removed.append(text)
        end += 1
      }
      while end < lines.count, case .added(let text) = lines[end] {
        added.append(text)
        end += 1
      }
      for pair in 0..<max(removed.count, added.count) {
        if pair < removed.count { output.append("- " + Self.visible(removed[pair])) }
        if pair < added.count {
          output.append("+ " + Self.visible(added[pair]))
          if pair < removed.count, let marks = Self.marks(removed[pair], added[pair]) {
            output.append("  " + marks)
          }
        }
      }
      previous = end - 1
      while position < ordered.count, ordered[position] < end { position += 1 }
    }
    return output.joined(separator: "\n")
  }

  /// The line with trailing spaces made visible.
  static func visible(_ line: String) -> String {
    let trimmed = line.reversed().drop { $0 == " " }
    let trailing = line.count - trimmed.count
    return String(line.prefix(line.count - trailing)) + String(repeating: "·", count: trailing)
  }

  /// A line of `^` under the characters of `new` that differ from `old`, or `nil`.
  static func marks(_ old: String, _ new: String) -> String? {
    let oldCharacters = Array(old)
    var marks = ""
    var any = false
    for (index, character) in new.enumerated() {
      let differs = index >= oldCharacters.count || oldCharacters[index] != character
      marks += differs ? "^" : " "
      any = any || differs
    }
    if new.count < oldCharacters.count {
      marks += "^"
      any = true
    }
    guard any else { return nil }
    while marks.last == " " { marks.removeLast() }
    return marks
  }
}
