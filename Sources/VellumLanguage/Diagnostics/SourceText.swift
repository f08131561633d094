/// One file of a program: its name (for messages) and its text.
///
/// ```swift
/// let program = try Program(files: [
///   SourceText(name: "Recipe.swift", text: recipeSource),
///   SourceText(name: "RecipeRow.swift", text: rowSource),
/// ])
/// ```
public struct SourceText: Hashable, Sendable {
  /// The file's name or path, as messages show it.
  public var name: String
  /// The file's text.
  public var text: String

  /// A file named `name` whose text is `text`.
  ///
  /// ```swift
  /// SourceText(name: "Counter.swift", text: "struct Counter: View { … }")
  /// ```
  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}
