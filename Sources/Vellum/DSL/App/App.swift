/// An app: its scenes, usually one `WindowGroup` with the first screen.
///
/// An app struct written for SwiftUI compiles unchanged. `ViewHost(app:)` hosts the content of
/// its first window group, keeping the app's own `@State` and `@StateObject` like any view's;
/// running it as an executable (`@main`) prints that first screen as text.
///
/// ```swift
/// @main
/// struct RecipesApp: App {
///   @StateObject private var store = RecipeStore()
///   var body: some Scene {
///     WindowGroup { ContentView().environmentObject(store) }
///   }
/// }
///
/// let host = ViewHost(app: RecipesApp())
/// ```
@MainActor
@preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder var body: Body { get }

  /// Creates the app; `@main` calls it once.
  init()
}

extension App {
  /// The entry point `@main` calls: mounts the app, runs the first screen's `.task`s and what
  /// they change (``ViewHost/settle(timeout:)``), then prints its first window's screen as text,
  /// 49 cells wide (a 6.1-inch iPhone's width): an app that loads its data in `.task` prints
  /// the loaded screen, as the device shows it a moment after launch.
  ///
  /// ```swift
  /// @main struct CounterApp: App { var body: some Scene { WindowGroup { CounterView() } } }
  /// // $ swift run counter
  /// ```
  public static func main() async {
    print(await launchedScreen(), terminator: "")
  }

  /// The app's first screen as text once its tasks have settled.
  static func launchedScreen() async -> String {
    let host = ViewHost(app: Self())
    await host.settle()
    return host.render(.text)
  }
}
