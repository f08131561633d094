import Testing

@testable import Vellum

/// Whether a tree nests within a number of levels, as renderings ask before running on the
/// caller's stack, agrees with its counted depth: levels of children, of nodes held in
/// attributes, and one for each attribute of a node.
@Suite struct NestingDepthTests {
  /// A tree `levels` deep through children, with `attributes` padding attributes on each node
  /// and, every other level, a background holding a tree of its own.
  private func tree(levels: Int, attributes: Int) -> Node {
    var node = Node(role: .text, attributes: [Attribute(.text, .string("leaf"))])
    for level in 0..<levels {
      var parent = Node(role: .vStack, children: [Node(role: .spacer), node])
      for _ in 0..<attributes { parent.attributes.append(Attribute(.padding, .double(1))) }
      if level % 2 == 1 {
        let layer = Node(role: .hStack, children: [Node(role: .text), Node(role: .text)])
        parent.attributes.append(Attribute(.background, .nodes([layer])))
      }
      node = parent
    }
    return node
  }

  @Test func aTreeNestsWithinItsDepthAndNotOneLevelLess() {
    for levels in 0..<7 {
      for attributes in 0..<3 {
        let node = tree(levels: levels, attributes: attributes)
        let depth = node.nestingDepth
        #expect(
          TreeSurvey(of: node, nestingWithin: depth) != nil,
          "\(levels) levels, \(attributes) attributes")
        #expect(
          TreeSurvey(of: node, nestingWithin: depth - 1) == nil,
          "\(levels) levels, \(attributes) attributes")
      }
    }
  }

  /// A leaf's own attributes count as levels, as a parent's do: a text with three attributes
  /// at the bottom of a stack nests three levels deeper than a bare one.
  @Test func aLeafsAttributesCountAsLevels() {
    let bare = Node(role: .vStack, children: [Node(role: .spacer), Node(role: .text)])
    let attributes = [
      Attribute(.text, .string("leaf")), Attribute(.bold, .bool(true)),
      Attribute(.padding, .double(1)),
    ]
    let styled = Node(
      role: .vStack, children: [Node(role: .spacer), Node(role: .text, attributes: attributes)])
    #expect(styled.nestingDepth == bare.nestingDepth + 3)
    #expect(TreeSurvey(of: styled, nestingWithin: styled.nestingDepth) != nil)
    #expect(TreeSurvey(of: styled, nestingWithin: styled.nestingDepth - 1) == nil)
    #expect(TreeSurvey(of: styled).nodeCount == 3)
  }

  @Test func aLayerDeeperThanTheContentDecides() {
    let deep = tree(levels: 5, attributes: 0)
    let node = Node(
      role: .text, attributes: [Attribute(.overlay, .nodes([Node(role: .text), deep]))])
    #expect(node.nestingDepth == deep.nestingDepth + 2)
    #expect(TreeSurvey(of: node, nestingWithin: deep.nestingDepth + 2) != nil)
    #expect(TreeSurvey(of: node, nestingWithin: deep.nestingDepth + 1) == nil)
  }
}
