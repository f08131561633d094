/// Opens a window of one of the app's scenes, by its identifier or for a value:
/// `@Environment(\.openWindow)` gives it to a view.
///
/// Vellum hosts an iPhone's one window, where iOS opens no other: calling the action does
/// nothing, as on an iPhone.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Show Inspector") { openWindow(id: "inspector") }
/// ```
public struct OpenWindowAction: Sendable {
  /// Opens the window of the scene with `id`.
  @MainActor public func callAsFunction(id: String) {}

  /// Opens a window for `value`, of the scene that presents values of its type.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

  /// Opens a window for `value`, of the scene with `id`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
  }
}
