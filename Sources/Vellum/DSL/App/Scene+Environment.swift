import Foundation

extension Scene {
  /// Sets an environment value for this scene's windows, as the view modifier of the same name
  /// does for a view.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.environment(\.locale, Locale(identifier: "fr_FR"))
  /// ```
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene
  {
    WindowContentScene(content: self) { AnyView($0.environment(keyPath, value)) }
  }

  /// Transforms an environment value for this scene's windows.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.transformEnvironment(\.font) { $0 = $0 ?? .body }
  /// ```
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some Scene {
    WindowContentScene(content: self) {
      AnyView($0.transformEnvironment(keyPath, transform: transform))
    }
  }

  /// Puts an observable object in the environment of this scene's windows, for their
  /// `@EnvironmentObject` properties.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.environmentObject(model)
  /// ```
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    WindowContentScene(content: self) { AnyView($0.environmentObject(object)) }
  }

  /// Puts an `@Observable` object in the environment of this scene's windows, for their
  /// `@Environment(Type.self)` properties.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.environment(library)
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    WindowContentScene(content: self) { AnyView($0.environment(object)) }
  }

  /// Sets the store `@AppStorage` uses in this scene's windows when it is given none, as the
  /// view modifier of the same name does for a view.
  ///
  /// ```swift
  /// var body: some Scene {
  ///   WindowGroup { ContentView() }.defaultAppStorage(UserDefaults(suiteName: "group.app")!)
  /// }
  /// ```
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
    WindowContentScene(content: self) { AnyView($0.defaultAppStorage(store)) }
  }
}

/// A scene whose windows' content is modified: the scene modifiers that set the environment.
struct WindowContentScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content
  let modify: @MainActor (AnyView) -> AnyView

  var body: Never { primitiveBody(Self.self) }

  var firstWindow: AnyView? { content.firstWindow.map(modify) }
}
