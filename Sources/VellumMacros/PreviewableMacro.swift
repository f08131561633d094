/// `@Previewable`: marks a declaration in a `#Preview`'s body that becomes a stored property
/// of the view the preview shows (`PreviewMacro` moves it there and drops the attribute).
/// Anywhere else the attribute would silently do nothing, so it is an error there, as in
/// Xcode.
///
/// ```swift
/// #Preview {
///   @Previewable @State var count = 0
///   Stepper("\(count)", value: $count)
/// }
/// ```
enum PreviewableMacro {
  /// Adds nothing inside a `#Preview`'s body (its lexical context ends in a `#Preview`
  /// expansion); elsewhere, an error.
  static func expansion(of declaration: Syntax, in context: [Syntax]) throws(MacroError)
    -> String
  {
    let inPreview = context.contains {
      let text = SourceText($0.source)
      return text.starts(with: "#Preview", at: text.skippingTrivia(from: 0))
    }
    guard inPreview else {
      let text = SourceText(declaration.source)
      throw MacroError(
        "@Previewable can only be used at the top of a #Preview's body",
        at: text.skippingTrivia(from: 0))
    }
    return ""
  }
}
