/// The kind of on-screen keyboard a text field asks for. Named after UIKit's type so code that
/// spells it out compiles unchanged.
///
/// ```swift
/// .keyboardType(.numberPad)
/// ```
public enum UIKeyboardType: String, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters, numbers and punctuation.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For URLs. (UIKit's spelling.)
  case URL
  /// Digits only.
  case numberPad
  /// A phone dial pad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social handles.
  case twitter
  /// For web searches.
  case webSearch
  /// Digits for ASCII only.
  case asciiCapableNumberPad
}
