/// How an accessibility element treats the views inside it.
///
/// ```swift
/// HStack { Image(systemName: "star"); Text("4.5") }.accessibilityElement(children: .combine)
/// ```
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// The children are not read; the element has only what its modifiers give it.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are read as elements of their own, inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels are read together as this element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}
