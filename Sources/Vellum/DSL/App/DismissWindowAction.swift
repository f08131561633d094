/// Closes a window: the one it is called from, one of a scene by identifier, or one
/// presenting a value. `@Environment(\.dismissWindow)` gives it to a view.
///
/// Vellum hosts an iPhone's one window, which the app cannot close: calling the action does
/// nothing, as on an iPhone.
///
/// ```swift
/// @Environment(\.dismissWindow) private var dismissWindow
/// Button("Done") { dismissWindow(id: "inspector") }
/// ```
public struct DismissWindowAction: Sendable {
  /// Closes the window the action is called from.
  @MainActor public func callAsFunction() {}

  /// Closes the windows of the scene with `id`.
  @MainActor public func callAsFunction(id: String) {}

  /// Closes the window presenting `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

  /// Closes the window of the scene with `id` presenting `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
  }
}
