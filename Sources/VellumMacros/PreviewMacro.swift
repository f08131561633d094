/// `#Preview`: a function that makes the preview, which a preview runner calls.
///
/// A freestanding macro at file scope may only declare names its declaration lists, so each
/// `#Preview` declares the one name `__vellumPreview`, overloaded by an argument label that
/// says where the macro is written (a raw identifier, `` `ContentView.swift:12` ``): the
/// runner, which finds `#Preview`s in a target's sources by their file and line, calls
/// `__vellumPreview(`ContentView.swift:12`: ())`. Two `#Preview`s on one line of a file
/// clash (the compiler names the line).
///
/// `@Previewable` declarations at the top of the body become the stored properties of a view
/// the preview shows, as in Xcode, so `@Previewable @State var on = true` gives the preview
/// state of its own:
///
/// ```swift
/// #Preview("Loud") {
///   @Previewable @State var on = true
///   Toggle("Loud noises", isOn: $on)
/// }
/// // expands to
/// @MainActor func __vellumPreview(`Settings.swift:3`: Void) -> Vellum.Preview {
///   struct Previewable: Vellum.View {
///     @State var on = true
///     var body: some Vellum.View {
///       Toggle("Loud noises", isOn: $on)
///     }
///   }
///   return Vellum.Preview("Loud") { Previewable() }
/// }
/// ```
enum PreviewMacro {
  /// The expansion of the `#Preview` written in `syntax`.
  static func expansion(of syntax: Syntax) throws(MacroError) -> String {
    let text = SourceText(syntax.source)
    var index = text.skippingTrivia(from: 0)
    guard text.starts(with: "#Preview", at: index) else {
      throw MacroError("expected #Preview", at: index)
    }
    let line = syntax.location.line + text.bytes[..<index].filter { $0 == UInt8(ascii: "\n") }.count
    let file = syntax.location.fileID.split(separator: "/").last.map(String.init) ?? ""
    guard !file.contains("`") else {
      throw MacroError("#Preview cannot be used in a file whose name has a backtick", at: index)
    }
    index += "#Preview".utf8.count
    let call = index
    index = text.skippingTrivia(from: index)
    if index < text.bytes.count, text.bytes[index] == UInt8(ascii: "(") {
      index = text.skippingTrivia(from: try text.end(ofGroupAt: index))
    }
    let header = "@MainActor func __vellumPreview(`\(file):\(line)`: Void) -> Vellum.Preview {\n"
    guard index < text.bytes.count, text.bytes[index] == UInt8(ascii: "{") else {
      guard text[call..<index].contains("body:") else {
        throw MacroError("#Preview needs a body: #Preview { ContentView() }", at: call)
      }
      return header + "  return Vellum.Preview\(text[call..<index])\n}"
    }
    let body = index
    let bodyEnd = try text.end(ofGroupAt: body)
    let statements = try text.statements(in: body + 1..<bodyEnd - 1)
    let hoisted = statements.filter { text.startsWord("@Previewable", at: $0.lowerBound) }
    guard !hoisted.isEmpty else {
      return header + "  return Vellum.Preview\(text[call..<bodyEnd])\n}"
    }
    let shown = statements.filter { !text.startsWord("@Previewable", at: $0.lowerBound) }
    guard !shown.isEmpty else {
      throw MacroError("#Preview shows no view after its @Previewable declarations", at: body)
    }
    let properties = hoisted.map { statement in
      let declaration = text.skippingTrivia(
        from: statement.lowerBound + "@Previewable".utf8.count)
      return "    " + text[declaration..<statement.upperBound]
    }
    return header + """
        struct Previewable: Vellum.View {
      \(properties.joined(separator: "\n"))
          var body: some Vellum.View {
      \(shown.map { "      " + text[$0] }.joined(separator: "\n"))
          }
        }
        return Vellum.Preview\(text.trimmed(call..<body)) { Previewable() }
      }
      """
  }
}
