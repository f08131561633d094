/// Every problem of a program's files, rendered like a compiler's output.
///
/// ```swift
/// do { _ = try Program(source: text) } catch { print(error.description) }
/// ```
public struct Diagnostics: Error, CustomStringConvertible, Sendable {
  /// The problems, in source order (by file, then by place in the file).
  public var diagnostics: [Diagnostic]
  /// The files the problems are located in, by their locations' `file` index.
  public var sources: [SourceText]

  /// The problems of `file`, whose text is `source`.
  ///
  /// ```swift
  /// Diagnostics(diagnostics: Checker.check(program), file: "a.vellum", source: text)
  /// ```
  public init(diagnostics: [Diagnostic], file: String, source: String) {
    self.init(diagnostics: diagnostics, sources: [SourceText(name: file, text: source)])
  }

  /// The problems of a program of several files.
  ///
  /// ```swift
  /// Diagnostics(diagnostics: Checker.check(program), sources: program.sources)
  /// ```
  public init(diagnostics: [Diagnostic], sources: [SourceText]) {
    self.diagnostics = diagnostics
    self.sources = sources
  }

  /// The first file's name.
  public var file: String { sources.first?.name ?? "" }

  /// The first file's text.
  public var source: String { sources.first?.text ?? "" }

  /// Each problem with its file, line and caret, one after another.
  ///
  /// - Complexity: O(*n* + *m*) for sources of *n* characters and *m* problems.
  public var description: String {
    var lines: [Int: SourceLines] = [:]
    return diagnostics.map { diagnostic in
      let index = diagnostic.location.file
      guard sources.indices.contains(index) else { return diagnostic.message }
      if lines[index] == nil { lines[index] = SourceLines(sources[index].text) }
      return diagnostic.rendered(file: sources[index].name, lines: lines[index]!)
    }.joined(separator: "\n")
  }
}
