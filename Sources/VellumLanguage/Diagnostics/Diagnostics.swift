/// Every problem of one file, rendered like a compiler's output.
///
/// ```swift
/// do { _ = try Program(source: text) } catch { print(error.description) }
/// ```
public struct Diagnostics: Error, CustomStringConvertible, Sendable {
  /// The problems, in source order.
  public var diagnostics: [Diagnostic]
  /// The file's name.
  public var file: String
  /// The file's text.
  public var source: String

  /// The problems of `file`, whose text is `source`.
  ///
  /// ```swift
  /// Diagnostics(diagnostics: Checker.check(program), file: "a.vellum", source: text)
  /// ```
  public init(diagnostics: [Diagnostic], file: String, source: String) {
    self.diagnostics = diagnostics
    self.file = file
    self.source = source
  }

  /// Each problem with its source line and caret, one after another.
  ///
  /// - Complexity: O(*n* + *m*) for a source of *n* characters and *m* problems.
  public var description: String {
    let lines = SourceLines(source)
    return diagnostics.map { $0.rendered(file: file, lines: lines) }.joined(separator: "\n")
  }
}
