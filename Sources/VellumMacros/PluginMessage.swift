/// A message from the compiler: exactly one of its cases is present, as the compiler encodes
/// its message enum (`{"getCapability": {…}}`). Fields the plugin does not use are not read.
struct HostMessage: Decodable {
  /// The compiler asks which protocol version the plugin speaks.
  var getCapability: Capability?
  /// Expand a freestanding macro (`#Preview`).
  var expandFreestandingMacro: FreestandingExpansion?
  /// Expand an attached macro (`@Entry`, `@Previewable`) in one of its roles.
  var expandAttachedMacro: AttachedExpansion?
  /// Load a library of macros (only for plugin servers; this plugin has none to load).
  var loadPluginLibrary: LoadLibrary?

  /// The compiler's protocol version.
  struct Capability: Decodable {}

  /// A `loadPluginLibrary` request.
  struct LoadLibrary: Decodable {
    /// The library's path.
    var libraryPath: String
  }

  /// Which macro to expand, by its implementation type as the `#externalMacro` declaration
  /// names it (`typeName`).
  struct MacroReference: Decodable {
    /// The implementation type's name.
    var typeName: String

    /// The macro, if the plugin has it.
    var macro: Macro? { Macro(rawValue: typeName) }
  }

  /// The macros the plugin expands, by their implementation type's name.
  enum Macro: String {
    case preview = "PreviewMacro"
    case previewable = "PreviewableMacro"
    case entry = "EntryMacro"
  }

  /// The roles of the attached macros this plugin expands (the compiler's names); a request
  /// for another role cannot be read.
  enum Role: String, Decodable {
    case accessor, peer
  }

  /// A freestanding macro's expansion request.
  struct FreestandingExpansion: Decodable {
    /// The macro.
    var macro: MacroReference
    /// The macro expansion as written, leading trivia included.
    var syntax: Syntax
  }

  /// An attached macro's expansion request, for one of the macro's roles.
  struct AttachedExpansion: Decodable {
    /// The macro.
    var macro: MacroReference
    /// The role being expanded.
    var macroRole: Role
    /// The declaration the attribute is attached to, as written.
    var declSyntax: Syntax
    /// The declarations around it, innermost first (an extension shows as `extension X {}`).
    var lexicalContext: [Syntax]?
  }
}

/// A piece of source the compiler sends: its text and where it starts.
struct Syntax: Decodable {
  /// The text, with its leading trivia.
  var source: String
  /// Where the text starts.
  var location: Location

  /// A position in a source file.
  struct Location: Decodable {
    /// The file's path.
    var fileName: String
    /// The file as `#fileID` spells it: `Module/File.swift`.
    var fileID: String
    /// The UTF-8 offset from the start of the file.
    var offset: Int
    /// The line, from 1.
    var line: Int
  }
}

/// A reply to the compiler, encoded as the compiler decodes its reply enum.
enum PluginReply: Encodable {
  /// The protocol version spoken (7: expansions answered with `expandMacroResult`).
  case capability
  /// An expansion's source, or `nil` with the diagnostics that say why not.
  case expansion(String?, [Diagnostic])
  /// A library cannot be loaded.
  case libraryNotLoaded([Diagnostic])

  private enum Key: String, CodingKey {
    case getCapabilityResult, expandMacroResult, loadPluginLibraryResult
    case capability, protocolVersion, expandedSource, diagnostics, loaded
  }

  func encode(to encoder: any Encoder) throws {
    var outer = encoder.container(keyedBy: Key.self)
    switch self {
    case .capability:
      var result = outer.nestedContainer(keyedBy: Key.self, forKey: .getCapabilityResult)
      var capability = result.nestedContainer(keyedBy: Key.self, forKey: .capability)
      try capability.encode(7, forKey: .protocolVersion)
    case .expansion(let source, let diagnostics):
      var result = outer.nestedContainer(keyedBy: Key.self, forKey: .expandMacroResult)
      try result.encodeIfPresent(source, forKey: .expandedSource)
      try result.encode(diagnostics, forKey: .diagnostics)
    case .libraryNotLoaded(let diagnostics):
      var result = outer.nestedContainer(keyedBy: Key.self, forKey: .loadPluginLibraryResult)
      try result.encode(false, forKey: .loaded)
      try result.encode(diagnostics, forKey: .diagnostics)
    }
  }
}
