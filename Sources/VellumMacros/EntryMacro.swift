/// `@Entry`: a property of `EnvironmentValues` (or `FocusedValues`) with its key made for it,
/// as SwiftUI's macro makes it.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .blue
/// }
/// // expands to
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[__Key_accent.self] }
///     set { self[__Key_accent.self] = newValue }
///   }
///   private struct __Key_accent: Vellum.EnvironmentKey {
///     typealias Value = Color
///     static var defaultValue: Value { .blue }
///   }
/// }
/// ```
///
/// The default value is computed each time it is read, as SwiftUI's expansion does, so a
/// non-`Sendable` default needs no global state. An optional property may leave the default
/// out (`nil`); a `FocusedValues` entry is optional and has none.
enum EntryMacro {
  /// The container `@Entry` is used in, and the key protocol it makes keys for.
  private static let keyProtocols = [
    "EnvironmentValues": "EnvironmentKey", "FocusedValues": "FocusedValueKey",
  ]

  /// The expansion for `role` (`accessor`, or else `peer`) of the `@Entry` on `declaration`,
  /// in the extension that `context` shows.
  static func expansion(
    role: HostMessage.Role, of declaration: Syntax, in context: [Syntax]
  )
    throws(MacroError) -> String
  {
    let property = try Property(declaration)
    let container = context.lazy.compactMap(Self.extendedType).first
    guard let container, let key = keyProtocols[container] else {
      throw MacroError(
        "@Entry can only be used in an extension of EnvironmentValues or FocusedValues",
        at: property.start)
    }
    let keyName = "__Key_" + property.name.filter { $0 != "`" }
    if role == .accessor {
      return """
        get { self[\(keyName).self] }
        set { self[\(keyName).self] = newValue }
        """
    }
    if key == "FocusedValueKey" {
      guard property.type.hasSuffix("?") else {
        throw MacroError("a FocusedValues @Entry must be optional", at: property.start)
      }
      return """
        private struct \(keyName): Vellum.FocusedValueKey {
          typealias Value = \(property.type.dropLast())
        }
        """
    }
    guard let value = property.initialValue ?? (property.type.hasSuffix("?") ? "nil" : nil)
    else {
      throw MacroError(
        "@Entry needs a default value: var \(property.name): \(property.type) = …",
        at: property.start)
    }
    return """
      private struct \(keyName): Vellum.EnvironmentKey {
        typealias Value = \(property.type)
        static var defaultValue: Value { \(value) }
      }
      """
  }

  /// The last name of the type an `extension` in `syntax` extends (`EnvironmentValues` for
  /// `extension SwiftUI.EnvironmentValues {}`), or `nil` if `syntax` is not an extension.
  private static func extendedType(_ syntax: Syntax) -> String? {
    let text = SourceText(syntax.source)
    let start = text.skippingTrivia(from: 0)
    guard text.startsWord("extension", at: start) else { return nil }
    var index = text.skippingTrivia(from: start + "extension".utf8.count)
    var name = ""
    while true {
      let end = text.end(ofIdentifierAt: index)
      guard end > index else { break }
      name = text[index..<end]
      guard end < text.bytes.count, text.bytes[end] == UInt8(ascii: ".") else { break }
      index = end + 1
    }
    return name.isEmpty ? nil : name
  }

  /// The `var` an `@Entry` is attached to: its name, type and initial value as written.
  private struct Property {
    /// Where the declaration starts in its syntax.
    var start: Int
    /// The name, as written (backticks kept).
    var name: String
    /// The type annotation's text.
    var type: String
    /// The initial value's text, if there is one.
    var initialValue: String?

    /// Reads the declaration in `syntax`: attributes and modifiers, then `var name: Type`,
    /// then an optional `= value`.
    init(_ syntax: Syntax) throws(MacroError) {
      let text = SourceText(syntax.source)
      start = text.skippingTrivia(from: 0)
      var index = start
      // Attributes (with their arguments) and modifiers, up to `var`.
      while index < text.bytes.count, !text.startsWord("var", at: index) {
        if text.startsWord("let", at: index) {
          throw MacroError("@Entry needs a var: its value can be set", at: index)
        }
        if text.bytes[index] == UInt8(ascii: "@") { index += 1 }
        let end = text.end(ofIdentifierAt: index)
        guard end > index else { throw MacroError("@Entry can only be used on a var", at: index) }
        index = text.skippingTrivia(from: end)
        if index < text.bytes.count, text.bytes[index] == UInt8(ascii: "(") {
          index = text.skippingTrivia(from: try text.end(ofGroupAt: index))
        }
      }
      guard index < text.bytes.count else {
        throw MacroError("@Entry can only be used on a var", at: start)
      }
      let nameStart = text.skippingTrivia(from: index + 3)
      let nameEnd = text.end(ofIdentifierAt: nameStart)
      name = text[nameStart..<nameEnd]
      index = text.skippingTrivia(from: nameEnd)
      guard index < text.bytes.count, text.bytes[index] == UInt8(ascii: ":") else {
        throw MacroError(
          "@Entry needs the property's type: var \(name): Type = value", at: nameStart)
      }
      let typeStart = index + 1
      index = typeStart
      while index < text.bytes.count, text.bytes[index] != UInt8(ascii: "=") {
        guard text.bytes[index] != UInt8(ascii: "{") else {
          throw MacroError("@Entry makes the accessors: write none", at: index)
        }
        index = try text.end(ofElementAt: index)
      }
      type = text.trimmed(typeStart..<index)
      initialValue = index < text.bytes.count ? text.trimmed(index + 1..<text.bytes.count) : nil
    }
  }
}
