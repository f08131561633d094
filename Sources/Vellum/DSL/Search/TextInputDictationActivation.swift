/// What starts dictation in a field: looking at it (visionOS) or selecting it.
///
/// ```swift
/// TextInputDictationBehavior.inline(activation: .onSelect)
/// ```
public struct TextInputDictationActivation: Hashable, Sendable {
  private let name: String

  /// Looking at the field.
  public static let onLook = Self(name: "onLook")
  /// Selecting the field.
  public static let onSelect = Self(name: "onSelect")
}
