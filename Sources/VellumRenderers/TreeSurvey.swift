import VellumHotPaths
import VellumNodes

/// What rendering reads of a whole tree before it writes any of it, found in one walk: whether
/// the tree's layout nests within the levels the caller's stack holds (``DeepStack``), how many
/// nodes it has (the HTML renderer sizes its buffer by them), and the presentations shown over
/// it. Three walks of a 10,000-row screen cost a render a sixth of its time.
///
/// ```swift
/// let survey = TreeSurvey(of: root, nestingWithin: 200)
/// survey?.nodeCount       // every node of the tree, the root's children's and below
/// survey?.presentations   // the same nodes as `root.presentations`
/// ```
package struct TreeSurvey: Sendable {
  /// The nodes of the tree, the root included; nodes held in attributes are not counted.
  package private(set) var nodeCount = 1
  /// Every presented node in the tree, outermost first (``Node/presentations``).
  package private(set) var presentations: [Node] = []

  /// Surveys `root`'s tree however deep it nests (on a stack that holds its depth, see
  /// ``DeepStack``).
  package init(of root: Node) {
    self = TreeSurvey(of: root, nestingWithin: .max)!
  }

  /// Surveys `root`'s tree, or returns `nil` when its ``Node/nestingDepth`` is more than
  /// `levels`. The walk recurses at most `levels` deep and stops at the first level past them.
  package init?(of root: Node, nestingWithin levels: Int) {
    let nests = withValueInPlace(root) {
      survey($0, isRoot: true, counted: true, from: 1, within: levels)
    }
    guard nests else { return nil }
  }

  /// Surveys the node at `node`, at `level`; nodes an attribute holds are walked only for
  /// their depth (`counted` is `false`). Nodes are reached by their addresses in their arrays
  /// (``Swift/Array/elementsInPlace``): a node read out of an array as a value is a copy,
  /// which retains its arrays and releases them again.
  private mutating func survey(
    _ node: InPlace<Node>, isRoot: Bool, counted: Bool, from level: Int,
    within levels: Int
  ) -> Bool {
    if counted, !isRoot { count(node) }
    let attributes = node.value.attributes.elementsInPlace
    let wrapped = level + attributes.count
    guard wrapped <= levels else { return false }
    let children = node.value.children.elementsInPlace
    for index in children.indices {
      let child = children.element(at: index)
      // Most nodes are leaves (a row's text, spacer and button label): surveyed here, without
      // a call of their own.
      if let nests = surveyLeaf(child, counted: counted, from: wrapped + 1, within: levels) {
        if nests { continue }
        return false
      }
      if !survey(child, isRoot: false, counted: counted, from: wrapped + 1, within: levels) {
        return false
      }
    }
    for index in attributes.indices {
      guard case .nodes(let nodes) = attributes[index].value else { continue }
      let nested = nodes.elementsInPlace
      for index in nested.indices
      where !survey(
        nested.element(at: index), isRoot: false, counted: false, from: wrapped + 1,
        within: levels)
      {
        return false
      }
    }
    return true
  }

  /// Surveys the node at `node` as ``survey(_:isRoot:counted:from:within:)`` does, when it is a
  /// leaf: no children and no nodes in its attributes. Returns whether it nests within
  /// `levels`, or `nil` when it is no leaf.
  @inline(__always)
  private mutating func surveyLeaf(
    _ node: InPlace<Node>, counted: Bool, from level: Int, within levels: Int
  ) -> Bool? {
    guard node.value.children.isEmpty else { return nil }
    let attributes = node.value.attributes.elementsInPlace
    for index in attributes.indices {
      if case .nodes = attributes[index].value { return nil }
    }
    if counted { count(node) }
    return level + attributes.count <= levels
  }

  /// Counts the node at `node`, and keeps it when it is a presentation.
  @inline(__always)
  private mutating func count(_ node: InPlace<Node>) {
    nodeCount += 1
    if node.value.role.isPresentation { presentations.append(node.value) }
  }
}
