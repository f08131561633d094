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
