import Vellum

/// Random node trees and random edits of them, for property tests of the reconciler.
struct RandomTrees {
  var generator: SeededGenerator

  private static let roles: [Role] = [.vStack, .hStack, .text, .button, .list, .image]
  private static let names: [AttributeName] = [.text, .padding, .bold, .font, .opacity]

  mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
  mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

  mutating func attribute() -> Attribute {
    let name = Self.names[int(0..<Self.names.count)]
    return Attribute(name, .int(int(0..<4)), isBound: chance(10))
  }

  mutating func tree(depth: Int = 0) -> Node {
    var node = Node(role: Self.roles[int(0..<Self.roles.count)])
    node.attributes = (0..<int(0..<4)).map { _ in attribute() }
    if depth < 3 {
      node.children = children(count: int(0..<(depth == 0 ? 7 : 4)), depth: depth + 1)
    }
    return node
  }

  /// Children with unique identities: keyed or positional, as the graph produces them.
  mutating func children(count: Int, depth: Int) -> [Node] {
    let keyed = chance(60)
    var used = Set<Identity>()
    var result: [Node] = []
    for index in 0..<count {
      var child = tree(depth: depth)
      child.identity = keyed ? freshKey(&used) : Identity([.index(index)])
      used.insert(child.identity)
      result.append(child)
    }
    return result
  }

  mutating func freshKey(_ used: inout Set<Identity>) -> Identity {
    while true {
      let identity = Identity([.key(Identity.Key(int(0..<1000)))])
      if !used.contains(identity) { return identity }
    }
  }

  /// `node` with a few random edits anywhere in it.
  mutating func edited(_ node: Node, depth: Int = 0) -> Node {
    var node = node
    if chance(20) { node.role = Self.roles[int(0..<Self.roles.count)] }
    if chance(40) { editAttributes(&node.attributes) }
    if chance(50) { editChildren(&node, depth: depth) }
    node.children = node.children.map { chance(40) ? edited($0, depth: depth + 1) : $0 }
    return node
  }

  mutating func editAttributes(_ attributes: inout [Attribute]) {
    switch int(0..<4) {
    case 0: attributes.insert(attribute(), at: int(0..<(attributes.count + 1)))
    case 1: if !attributes.isEmpty { attributes.remove(at: int(0..<attributes.count)) }
    case 2: if !attributes.isEmpty { attributes[int(0..<attributes.count)].value = .int(9) }
    default: attributes.shuffle(using: &generator)
    }
  }

  mutating func editChildren(_ node: inout Node, depth: Int) {
    let keyed = node.children.allSatisfy(\.identity.isKeyed)
    switch int(0..<5) {
    case 0 where keyed:
      var used = Set(node.children.map(\.identity))
      var child = tree(depth: depth + 1)
      child.identity = freshKey(&used)
      node.children.insert(child, at: int(0..<(node.children.count + 1)))
    case 1 where !node.children.isEmpty:
      node.children.remove(at: int(0..<node.children.count))
    case 2 where keyed:
      node.children.shuffle(using: &generator)
    case 3 where keyed:
      node.children.reverse()
    default:
      node.children = children(count: int(0..<4), depth: depth + 1)
    }
  }
}
