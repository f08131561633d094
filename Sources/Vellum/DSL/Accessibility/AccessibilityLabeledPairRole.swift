/// Which side of a label–content pair a view is, for `accessibilityLabeledPair`.
///
/// ```swift
/// Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: namespace)
/// ```
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The view labels the pair's content.
  case label
  /// The view is the content the pair's label describes.
  case content
}
