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
