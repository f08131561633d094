/// A diagnostic the plugin sends back: an error at a UTF-8 offset of a file, in the compiler's
/// encoding (no highlights, notes or fix-its).
///
/// ```swift
/// Diagnostic(MacroError("@Entry needs a type", at: 12), in: request.declSyntax)
/// ```
struct Diagnostic: Encodable {
  /// What was wrong.
  var message: String
  /// Always `error`: an expansion the plugin cannot make.
  var severity = "error"
  /// Where.
  var position: Position
  /// None: the compiler's format has them, the plugin's messages need none.
  let highlights: [Never] = []
  let notes: [Never] = []
  let fixIts: [Never] = []

  /// A file and an offset in it.
  struct Position: Encodable {
    /// The file's path.
    var fileName: String
    /// The UTF-8 offset from the start of the file.
    var offset: Int
  }

  /// `error`, placed in the file `syntax` comes from.
  init(_ error: MacroError, in syntax: Syntax) {
    message = error.message
    position = Position(
      fileName: syntax.location.fileName, offset: syntax.location.offset + error.offset)
  }

  /// An error with no place in a file.
  init(message: String) {
    self.message = message
    position = Position(fileName: "", offset: 0)
  }
}

/// Why a macro cannot be expanded, and where: a UTF-8 offset into the syntax it was given.
///
/// ```swift
/// throw MacroError("@Entry needs the property's type: write `var name: Type = value`", at: 0)
/// ```
struct MacroError: Error {
  /// What was wrong, as the compiler shows it.
  var message: String
  /// Where in the syntax's text.
  var offset: Int

  /// An error `message` at `offset` of the syntax's text.
  init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }
}
