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

/// Several scenes of one `body`, in order; a host shows the first window among them.
///
/// ```swift
/// let scenes = TupleScene(WindowGroup { Text("Main") }, Settings { Text("Prefs") })
/// ```
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
  let content: (repeat each Content)

  /// The scenes, in order.
  ///
  /// ```swift
  /// TupleScene(WindowGroup { Text("Main") }, Settings { Text("Prefs") })
  /// ```
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// A tuple of scenes is primitive.
  public var body: Never { primitiveBody(Self.self) }

  package var firstWindow: AnyView? {
    for scene in repeat each content {
      if let window = scene.firstWindow { return window }
    }
    return nil
  }
}

/// A scene that may be absent, built by an `if` in a scene builder.
///
/// ```swift
/// var body: some Scene { if showsMain { WindowGroup { Text("Main") } } }
/// ```
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content?

  /// An optional scene is primitive.
  public var body: Never { primitiveBody(Self.self) }

  package var firstWindow: AnyView? { content?.firstWindow }
}
