import Testing

@testable import Vellum

/// A tree's arrays read where they are kept: the buffer of an array, and one element of it
/// handed on where the buffer keeps it.
@Suite struct ElementsInPlaceTests {
  @Test func anElementIsHandedOnWhereTheBufferKeepsIt() {
    let nodes = [Node(role: .text), Node(role: .spacer), Node(role: .button)]
    let buffer = nodes.elementsInPlace
    for index in buffer.indices {
      let (role, address) = buffer.withElementInPlace(at: index) { node in
        (node.role, withUnsafeMutablePointer(to: &node) { UnsafePointer($0) })
      }
      #expect(role == nodes[index].role)
      #expect(address == buffer.baseAddress! + index)
    }
    #expect(nodes.map(\.role) == [.text, .spacer, .button])
  }
}
