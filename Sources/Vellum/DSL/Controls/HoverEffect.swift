/// How a view reacts when a pointer hovers over it (iPad with a trackpad, visionOS).
///
/// ```swift
/// Image(systemName: "star").hoverEffect(.lift)
/// ```
public struct HoverEffect: Hashable, Sendable {
  private let name: String

  /// The platform's effect for the view.
  public static let automatic = HoverEffect(name: "automatic")
  /// The pointer morphs into a highlight under the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts and casts a shadow; the pointer hides behind it.
  public static let lift = HoverEffect(name: "lift")
}
