/// A part of an app's user interface with a life of its own: a window group, a settings window.
///
/// Write your own scene as a struct with a `body` made of other scenes.
///
/// ```swift
/// struct MainScene: Scene {
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor
@preconcurrency
public protocol Scene {
  /// The type of scene this scene's body is made of.
  associatedtype Body: Scene

  /// The content of this scene.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene Vellum knows itself: it says which window content, if any, a host shows.
@MainActor
package protocol PrimitiveScene {
  /// The content of the first window this scene opens, or `nil` when it opens none on the iOS
  /// idiom Vellum renders (a `Settings` scene).
  var firstWindow: AnyView? { get }
}

extension Scene {
  /// The content of the first window of this scene or of the scenes its body is made of.
  ///
  /// - Complexity: O(*d*) in the depth of custom scenes, each body evaluated once.
  package var firstWindow: AnyView? {
    var scene: any Scene = self
    while true {
      if let primitive = scene as? any PrimitiveScene { return primitive.firstWindow }
      scene = scene.body
    }
  }
}
