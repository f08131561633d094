/// The action that dismisses the current presentation, read with `@Environment(\.dismiss)`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Cancel") { dismiss() }
/// ```
public struct DismissAction: @unchecked Sendable {
  private let action: () -> Void

  /// The action; it is only ever called on the main actor, from a view's action.
  package init(_ action: @escaping () -> Void) { self.action = action }

  /// Dismisses the presentation.
  @MainActor public func callAsFunction() { action() }
}
