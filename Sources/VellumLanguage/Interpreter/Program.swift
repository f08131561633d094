import Foundation
import Vellum

/// A parsed `.vellum` file, ready to build its views: the entry point of the interpreter.
///
/// The views it builds are ordinary Vellum views (state, the host, interactions and every
/// renderer work unchanged). Problems met while running (an index out of range, a value of the
/// wrong type) are kept in `runtimeDiagnostics`, and the view shows nothing in their place.
///
/// ```swift
/// let program = try Program(source: text, file: "counter.vellum")
/// let host = ViewHost(try program.view())
/// ```
public final class Program: Sendable {
  /// The parsed file.
  package let file: SourceFile
  /// The file's name, for messages.
  public let fileName: String
  /// The file's text, for messages.
  public let source: String
  let views: [String: StructDecl]
  let records: [String: StructDecl]
  let enums: [String: EnumDecl]
  private let log = DiagnosticLog()
  /// The type properties' values, once read.
  let statics = StaticValues()
  /// Hints for misspelt view, type and case names.
  let suggestions = SuggestionCache()
  /// The UUIDs `UUID()` makes, in order.
  let uuids = UUIDSequence()

  /// Parses `source`; throws every problem found when there are any.
  ///
  /// ```swift
  /// let program = try Program(source: "struct A: View { var body: some View { Text(\"a\") } }")
  /// ```
  public init(source: String, file fileName: String = "main.vellum") throws(Diagnostics) {
    let (file, diagnostics) = Parser.parse(source)
    guard diagnostics.isEmpty else {
      throw Diagnostics(diagnostics: diagnostics, file: fileName, source: source)
    }
    self.file = file
    self.fileName = fileName
    self.source = source
    var views: [String: StructDecl] = [:]
    var records: [String: StructDecl] = [:]
    for decl in file.structs {
      if decl.body != nil { views[decl.name] = decl } else { records[decl.name] = decl }
    }
    self.views = views
    self.records = records
    enums = Dictionary(file.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The names of the file's views: its `#Preview`s first (as Xcode's canvas shows a file's
  /// previews), then its view structs, in order.
  ///
  /// ```swift
  /// try Program(source: libraryText).viewNames   // ["Preview", "Library", "BookDetail"]
  /// ```
  public var viewNames: [String] {
    file.previews.map(\.name)
      + file.declarations.compactMap {
        if case .structure(let decl) = $0, decl.body != nil { decl.name } else { nil }
      }
  }

  /// The view named `name` (the file's first preview, else its first view, when `nil`), with
  /// its default properties.
  ///
  /// ```swift
  /// let root = try program.view(named: "Counter")
  /// ```
  @MainActor
  public func view(named name: String? = nil) throws(Diagnostic) -> InterpretedView {
    guard let name = name ?? viewNames.first else {
      throw Diagnostic(
        message: "the file declares no view",
        location: SourceLocation(line: 1, column: 1, offset: 0))
    }
    guard let decl = views[name] else {
      let hint = didYouMean(name, among: viewNames)
      throw Diagnostic(
        message: "no view named '\(name)'\(hint)",
        location: SourceLocation(line: 1, column: 1, offset: 0))
    }
    return try InterpretedView(program: self, declaration: decl, arguments: [], at: decl.location)
  }

  /// The problems met while running, in the order met.
  ///
  /// ```swift
  /// try host.tap("Divide")
  /// program.runtimeDiagnostics.first?.message   // "division by zero"
  /// ```
  public var runtimeDiagnostics: [Diagnostic] { log.diagnostics }

  func report(_ diagnostic: Diagnostic) { log.append(diagnostic) }
}
