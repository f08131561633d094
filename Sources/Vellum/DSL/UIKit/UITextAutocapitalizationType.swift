/// UIKit's capitalization setting, for iOS 13's `autocapitalization(_:)` and
/// `TextInputAutocapitalization(_:)`.
///
/// ```swift
/// TextField("Name", text: $name).autocapitalization(.words)
/// ```
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitals added.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

extension TextInputAutocapitalization {
  /// The capitalization UIKit's setting names.
  ///
  /// ```swift
  /// TextInputAutocapitalization(.allCharacters)   // .characters
  /// ```
  public init(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }
}
