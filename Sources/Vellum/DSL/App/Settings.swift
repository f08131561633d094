/// The settings window of a Mac app. Vellum renders the iOS idiom, which has no settings window,
/// so a host never shows it; it is accepted so an app's `body` compiles unchanged.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup { ContentView() }
///   Settings { SettingsView() }
/// }
/// ```
public struct Settings<Content: View>: Scene, PrimitiveScene {
  let content: () -> Content

  /// A settings scene showing `content`.
  ///
  /// ```swift
  /// Settings { SettingsView() }
  /// ```
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  /// A settings scene is primitive.
  public var body: Never { primitiveBody(Self.self) }

  package var firstWindow: AnyView? { nil }
}
