/// How dictation starts in a search field.
///
/// ```swift
/// .searchable(text: $query).searchDictationBehavior(.inline(activation: .onLook))
/// ```
public struct TextInputDictationBehavior: Hashable, Sendable {
  private let name: String

  /// The platform's choice.
  public static let automatic = Self(name: "automatic")

  /// Dictation inside the field, started as `activation` says.
  ///
  /// ```swift
  /// .searchDictationBehavior(.inline(activation: .onSelect))
  /// ```
  public static func inline(activation: TextInputDictationActivation) -> Self {
    Self(name: "inline")
  }
}

extension View {
  /// Sets how dictation starts in the search fields inside; accepted (a host has no
  /// dictation).
  ///
  /// ```swift
  /// .searchable(text: $query).searchDictationBehavior(.automatic)
  /// ```
  public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior)
    -> some View
  {
    self
  }
}
