import Foundation

/// How a scroll view bounces at its ends.
///
/// ```swift
/// .scrollBounceBehavior(.basedOnSize)
/// ```
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}
