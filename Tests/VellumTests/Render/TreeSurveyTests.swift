import Testing

@testable import Vellum

/// What a render reads of a tree before writing it, in one walk: its node count (the HTML
/// renderer sizes a document's buffer by it) and the presentations drawn over the screen.
@Suite struct TreeSurveyTests {
  @Test func everyNodeAtEveryLevelIsCountedOnce() {
    let row = Node(
      role: .hStack, children: [Node(role: .text), Node(role: .spacer), Node(role: .button)])
    let list = Node(role: .list, children: Array(repeating: row, count: 100))
    let root = Node(role: .vStack, children: [Node(role: .text), list])

    #expect(TreeSurvey(of: Node(role: .text)).nodeCount == 1)
    #expect(TreeSurvey(of: row).nodeCount == 4)
    #expect(TreeSurvey(of: root).nodeCount == 1 + 1 + 1 + 100 * 4)
  }

  /// Nodes an attribute holds (a background's layers) are not children, and are not counted.
  @Test func nodesHeldInAttributesAreNotCounted() {
    let stack = Node(
      role: .vStack, attributes: [Attribute(.background, .nodes([Node(role: .rectangle)]))],
      children: [Node(role: .text)])
    #expect(TreeSurvey(of: stack).nodeCount == 2)
  }

  /// The presentations found are the tree's, in the order `Node.presentations` gives (a sheet
  /// before the alert it presents, both after one presented earlier in the tree), and none
  /// held in an attribute or the root itself.
  @Test func presentationsAreTheTreesInPresentationOrder() {
    let alert = Node(role: .alert, attributes: [Attribute(.title, .string("Sure?"))])
    let sheet = Node(role: .sheet, children: [Node(role: .text), alert])
    let cover = Node(role: .fullScreenCover, children: [Node(role: .text)])
    let layered = Node(
      role: .text,
      attributes: [Attribute(.overlay, .nodes([Node(role: .sheet)]))])
    let root = Node(
      role: .sheet,
      children: [Node(role: .vStack, children: [cover, layered]), sheet])

    let found = TreeSurvey(of: root).presentations
    #expect(found == root.presentations)
    #expect(found.map(\.role) == [.fullScreenCover, .sheet, .alert])
  }

  /// A rendering is surveyed once, and what the renderers draw from the survey is what they
  /// draw from the tree itself.
  @Test func renderingsFromTheSurveyMatchRenderingsOfTheTree() {
    let alert = Node(
      role: .alert, attributes: [Attribute(.title, .string("Delete?"))],
      children: [Node(role: .text, attributes: [Attribute(.text, .string("Gone for good"))])])
    let root = Node(
      role: .vStack,
      children: [Node(role: .text, attributes: [Attribute(.text, .string("Inbox"))]), alert])
    let rendering = Rendering(root: root)

    #expect(RenderFormat.html.render(rendering) == HTMLRenderer().fragment(root))
    #expect(RenderFormat.text(width: 30).render(rendering) == TextRenderer(width: 30).render(root))
    #expect(RenderFormat.html.render(rendering).contains("<dialog"))
    #expect(RenderFormat.text(width: 30).render(rendering).contains("Delete?"))
  }
}
