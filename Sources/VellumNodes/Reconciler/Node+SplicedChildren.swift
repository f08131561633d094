extension Node {
  /// What an old tree holds in place of a child list that was changed in place: the diff
  /// compares it by the list's ``NodeSplice``, found by the path of the node whose children
  /// they are, instead of the old list, which was not kept.
  ///
  /// ```swift
  /// Reconciler.diffChildren(
  ///   Node.splicedChildren, rows, of: listPath, end: nil, splices: [listPath: splice],
  ///   into: &patches)
  /// ```
  package static let splicedChildren = [Node(role: .splicedChildren)]
}
