/// Builds scenes from the statements of an app's or scene's `body`.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup { ContentView() }
///   #if os(macOS)
///   Settings { SettingsView() }
///   #endif
/// }
/// ```
@MainActor
@resultBuilder
public enum SceneBuilder {
  /// Passes a single scene through.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// A block with one scene is that scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// A block with several scenes keeps them all, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<repeat each Content>
  {
    TupleScene(repeat each content)
  }

  /// A scene under an `if` without `else`.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(content: content)
  }

  /// Content inside `if #available`.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }
}
