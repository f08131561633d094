import Testing

@testable import Vellum

/// A tree's node count, what the HTML renderer sizes a document's buffer from.
@Suite struct NodeCountTests {
  @Test func everyNodeAtEveryLevelIsCountedOnce() {
    let row = Node(
      role: .hStack, children: [Node(role: .text), Node(role: .spacer), Node(role: .button)])
    let list = Node(role: .list, children: Array(repeating: row, count: 100))
    let root = Node(role: .vStack, children: [Node(role: .text), list])

    #expect(Node(role: .text).nodeCount == 1)
    #expect(row.nodeCount == 4)
    #expect(root.nodeCount == 1 + 1 + 1 + 100 * 4)
  }

  /// Nodes an attribute holds (a background's layers) are not children, and are not counted.
  @Test func nodesHeldInAttributesAreNotCounted() {
    let stack = Node(
      role: .vStack, attributes: [Attribute(.background, .nodes([Node(role: .rectangle)]))],
      children: [Node(role: .text)])
    #expect(stack.nodeCount == 2)
  }
}
