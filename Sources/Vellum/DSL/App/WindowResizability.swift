/// How a window may be resized, as `windowResizability(_:)` takes it.
///
/// ```swift
/// WindowGroup { ContentView() }.windowResizability(.contentMinSize)
/// ```
public struct WindowResizability: Hashable, Sendable {
  private let name: String

  /// The system's choice for the scene.
  public static let automatic = WindowResizability(name: "automatic")
  /// Sized by the content's minimum and maximum sizes.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// At least the content's minimum size.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
