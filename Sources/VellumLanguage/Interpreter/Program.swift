import Foundation
import Vellum

/// A parsed `.vellum` file, or the files of one app read together as Swift compiles a module's
/// files (each may use and extend what the others declare), ready to build its views: the
/// entry point of the interpreter.
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
  /// The parsed files' declarations, as one file.
  package let file: SourceFile
  /// The files, in the order given; a location's `file` is an index into them.
  public let sources: [SourceText]
  /// The first file's name, for messages.
  public var fileName: String { sources[0].name }
  /// The first file's text, for messages.
  public var source: String { sources[0].text }
  let views: [String: StructDecl]
  /// The structs that conform to `ToolbarContent`, whose body lists toolbar items.
  let toolbarContents: [String: StructDecl]
  let records: [String: StructDecl]
  /// The protocols the program declares, by name.
  let protocols: [String: ProtocolDecl]
  let enums: [String: EnumDecl]
  /// The functions declared at the top level, by name.
  let functions: [String: FunctionDecl]
  /// The custom environment values `extension EnvironmentValues` declares, by name.
  let environmentValues: [String: EnvironmentValueDecl]
  private let log = DiagnosticLog()
  /// The type properties' values, once read.
  let statics = StaticValues()
  /// Hints for misspelt view, type and case names.
  let suggestions = SuggestionCache()
  /// The UUIDs `UUID()` makes, in order.
  let uuids = UUIDSequence()
  /// What `print` has written while the program ran.
  let output = ProgramOutput()

  /// Parses `source`; throws every problem found when there are any.
  ///
  /// ```swift
  /// let program = try Program(source: "struct A: View { var body: some View { Text(\"a\") } }")
  /// ```
  public convenience init(source: String, file fileName: String = "main.vellum")
    throws(Diagnostics)
  {
    try self.init(files: [SourceText(name: fileName, text: source)])
  }

  /// Parses the files of one program together; throws every problem found, each located in
  /// its file, when there are any.
  ///
  /// ```swift
  /// let program = try Program(files: [
  ///   SourceText(name: "Recipe.swift", text: recipeSource),
  ///   SourceText(name: "RecipeRow.swift", text: rowSource),
  /// ])
  /// ```
  public init(files sources: [SourceText]) throws(Diagnostics) {
    guard !sources.isEmpty else {
      throw Diagnostics(
        diagnostics: [
          Diagnostic(
            message: "a program needs at least one file",
            location: SourceLocation(line: 1, column: 1, offset: 0))
        ], sources: [])
    }
    let (file, diagnostics) = Parser.parse(
      files: sources.map(\.text),
      mainFile: sources.firstIndex { ($0.name as NSString).lastPathComponent == "main.swift" })
    guard diagnostics.isEmpty else { throw Diagnostics(diagnostics: diagnostics, sources: sources) }
    self.file = file
    self.sources = sources
    var views: [String: StructDecl] = [:]
    var toolbarContents: [String: StructDecl] = [:]
    var records: [String: StructDecl] = [:]
    for decl in file.structs {
      if decl.isToolbarContent {
        toolbarContents[decl.name] = decl
      } else if decl.body != nil {
        views[decl.name] = decl
      } else {
        records[decl.name] = decl
      }
    }
    self.views = views
    self.toolbarContents = toolbarContents
    self.records = records
    enums = Dictionary(file.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    protocols = Dictionary(
      file.protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    functions = Dictionary(
      file.functions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    environmentValues = Dictionary(
      file.environmentValues.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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
        if case .structure(let decl) = $0, decl.body != nil, !decl.isToolbarContent {
          decl.name
        } else {
          nil
        }
      }
  }

  /// The names of the views the file at `index` of ``sources`` declares, in the order of
  /// ``viewNames``.
  ///
  /// ```swift
  /// try Program(files: [model, screen]).viewNames(inFile: 1)   // ["Preview", "RecipeRow"]
  /// ```
  public func viewNames(inFile index: Int) -> [String] {
    viewNames.filter { views[$0]?.location.file == index }
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
    let evaluator = Evaluator(program: self)
    if let initializer = try evaluator.initializer(of: decl, for: [], at: decl.location) {
      return try evaluator.initializedView(decl, with: initializer, [], at: decl.location)
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
