/// Whether a scene is in the foreground and taking input, visible but inactive, or in the
/// background. A host starts `.active`; `host.setScenePhase(_:)` changes it.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// In the background: not visible.
  case background
  /// Visible but not taking input.
  case inactive
  /// In the foreground, taking input.
  case active
}
