/// The modifier the accessibility modifiers apply: the accessibility properties they attach to
/// the view's element (its label, traits, rotors, custom content, …), recorded on the view's
/// node, where the accessibility rendering and the interactions read them.
///
/// ```swift
/// Image(systemName: "heart.fill").accessibilityLabel("Favorite")
/// ```
public struct AccessibilityAttachmentModifier: ViewModifier {
  /// An attachment is primitive.
  public typealias Body = Never

  /// The properties attached, as the node records them.
  package let attributes: [Attribute]

  init(_ attributes: [Attribute]) { self.attributes = attributes }

  init(_ attributes: Attribute...) { self.attributes = attributes }
}
