/// Starts renaming: what `RenameButton` runs, from `renameAction`.
///
/// ```swift
/// @Environment(\.rename) private var rename
/// Button("Rename") { rename?() }
/// ```
public struct RenameAction {
  let action: @MainActor () -> Void

  /// Starts renaming.
  ///
  /// ```swift
  /// rename?()
  /// ```
  @MainActor public func callAsFunction() { action() }
}
