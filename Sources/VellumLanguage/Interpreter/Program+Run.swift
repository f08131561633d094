import Foundation

extension Program {
  /// Runs the top-level code of the program's `main.swift`, in order, as the compiled program
  /// would, and gives what it printed. An error it throws and does not catch is thrown, located
  /// where it was thrown, as Swift stops there.
  ///
  /// ```swift
  /// let program = try Program(files: [SourceText(name: "main.swift", text: quickStart)])
  /// print(try program.run())   // "Remember Me   [on]" over a centered "On"
  /// ```
  @MainActor
  public func run() throws(Diagnostic) -> String {
    let code = file.topLevelCode
    let start = SourceLocation(line: 1, column: 1, offset: 0)
    _ = try Evaluator(program: self).run(Block(items: code, location: start))
    return output.take()
  }

  /// Appends `text` to what the program has printed.
  func write(_ text: String) { output.append(text) }
}

/// What a running program's `print` calls have written and ``Program/run()`` has not yet given.
final class ProgramOutput: @unchecked Sendable {
  // The lock makes the program shareable, as its other stores are.
  private let lock = NSLock()
  private var text = ""

  /// Appends `more`.
  func append(_ more: String) { lock.withLock { text += more } }

  /// What has been written since the last call, which it clears.
  func take() -> String {
    lock.withLock {
      defer { text = "" }
      return text
    }
  }
}
