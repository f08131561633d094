/// A modifier that leaves its content as it is: a starting point for modifiers chosen in code.
///
/// ```swift
/// let highlight: any ViewModifier = isOn ? Bordered() : EmptyModifier.identity
/// Text("Hello").modifier(EmptyModifier())
/// ```
public struct EmptyModifier: ViewModifier {
  /// The modifier that changes nothing.
  ///
  /// ```swift
  /// Text("Hello").modifier(EmptyModifier.identity)
  /// ```
  public static let identity = EmptyModifier()

  /// A modifier that changes nothing.
  ///
  /// ```swift
  /// EmptyModifier()
  /// ```
  public init() {}

  /// The content, unchanged.
  public func body(content: Content) -> Content { content }
}
