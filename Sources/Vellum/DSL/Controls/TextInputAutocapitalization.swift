/// How a text field capitalizes what is typed into it.
///
/// ```swift
/// TextField("Name", text: $name).textInputAutocapitalization(.words)
/// ```
public struct TextInputAutocapitalization: Sendable {
  private enum Kind { case never, words, sentences, characters }
  private let kind: Kind

  /// No capitals added.
  public static var never: TextInputAutocapitalization { .init(kind: .never) }
  /// The first letter of each word.
  public static var words: TextInputAutocapitalization { .init(kind: .words) }
  /// The first letter of each sentence.
  public static var sentences: TextInputAutocapitalization { .init(kind: .sentences) }
  /// Every letter.
  public static var characters: TextInputAutocapitalization { .init(kind: .characters) }
}
