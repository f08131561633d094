import Testing

@testable import Vellum

/// A screen's presentations are found anywhere in its tree, outermost first, in document
/// order, each whole: what the text and HTML renderers draw over the screen.
@Suite struct NodePresentationsTests {
  @Test func presentationsAreFoundOutermostFirstInDocumentOrder() {
    let alert = Node(role: .alert, attributes: [Attribute(.title, .string("Delete?"))])
    let sheet = Node(
      role: .sheet, children: [Node(role: .vStack, children: [Node(role: .text), alert])])
    let cover = Node(role: .fullScreenCover, children: [Node(role: .text)])
    let root = Node(
      role: .vStack,
      children: [
        Node(role: .hStack, children: [Node(role: .text), sheet]),
        Node(role: .text),
        Node(role: .list, children: [Node(role: .hStack, children: [cover])]),
      ])

    #expect(root.presentations == [sheet, alert, cover])
  }

  @Test func aTreeWithoutPresentationsHasNone() {
    let root = Node(role: .vStack, children: [Node(role: .text), Node(role: .hStack)])
    #expect(root.presentations.isEmpty)
    #expect(Node(role: .text).presentations.isEmpty)
  }
}
