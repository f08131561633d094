import VellumHotPaths
import VellumNodes

/// How many nodes a tree holds, and how many of them are texts, stacks and list rows: the
/// point layout makes room for their boxes at once rather than growing its storage as it
/// builds (a 10,000-row list would otherwise copy each array a dozen times).
///
/// ```swift
/// let census = Census(host.root)
/// census.nodes   // every node of the tree
/// census.texts   // the `Text`s among them
/// ```
struct Census {
  /// The nodes of the tree, the root's included.
  private(set) var nodes = 1
  /// The texts among them.
  private(set) var texts = 0
  /// The vertical and horizontal stacks among them.
  private(set) var stacks = 0
  /// The rows of lists and forms, each of which the layout frames.
  private(set) var rows = 0

  /// An empty census, of a tree of one node.
  init() {}

  /// The census of `root`'s tree, each node read where its parent keeps it.
  init(_ root: Node) {
    var pending = [root.children]
    if root.role == .list || root.role == .form { rows += root.children.count }
    while let nodes = pending.popLast() {
      self.nodes += nodes.count
      let inPlace = nodes.elementsInPlace
      for index in inPlace.indices {
        switch inPlace[index].role {
        case .text: texts += 1
        case .vStack, .hStack: stacks += 1
        case .list, .form: rows += inPlace[index].children.count
        default: break
        }
        if !inPlace[index].children.isEmpty { pending.append(inPlace[index].children) }
      }
    }
  }
}
