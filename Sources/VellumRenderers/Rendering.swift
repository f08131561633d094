import VellumNodes

/// What a format renders: the current screen and the patches of the update that produced it.
///
/// ```swift
/// Rendering(root: host.root, patches: host.lastUpdate.patches)
/// ```
public struct Rendering: Sendable {
  /// The screen's node tree.
  public var root: Node
  /// The patches of the last update.
  public var patches: [Patch]
  /// What ``RenderFormat/render(_:)`` found of the tree before rendering it, when it did
  /// (see ``TreeSurvey``); `nil` otherwise, and renderers walk the tree themselves.
  package var survey: TreeSurvey?

  /// A rendering of a tree, with the patches that produced it.
  ///
  /// ```swift
  /// Rendering(root: node)
  /// ```
  public init(root: Node, patches: [Patch] = []) {
    self.root = root
    self.patches = patches
  }
}
