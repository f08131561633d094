/// One element of a rendered screen: plain data that renderers and the reconciler read.
///
/// A node never holds views, closures or state. Its ``role`` names what it is (`Text`, `Button`,
/// `VStack`, …), its ``attributes`` record the modifiers applied to it in order, and its
/// ``identity`` says which view produced it relative to the nearest enclosing node.
///
/// ```swift
/// let host = ViewHost(Text("Hello").bold())
/// host.root.children[0].role               // Role.text
/// host.root.children[0][.bold]            // .bool(true)
/// ```
public struct Node: Hashable, Sendable {
  /// What kind of element this is.
  public var role: Role
  /// The structural identity of the view that produced this node, relative to its parent node.
  public var identity: Identity
  /// The node's attributes, in the order the view and its modifiers recorded them.
  public var attributes: [Attribute]
  /// The nodes inside this one, in order.
  public var children: [Node]

  /// Creates a node.
  ///
  /// ```swift
  /// let node = Node(role: .text, attributes: [Attribute(.text, .string("Hi"))])
  /// ```
  public init(
    role: Role, identity: Identity = Identity(), attributes: [Attribute] = [], children: [Node] = []
  ) {
    self.role = role
    self.identity = identity
    self.attributes = attributes
    self.children = children
  }
}

extension Node {
  /// The value of the last attribute with the given name, or `nil`.
  ///
  /// The last one wins because modifiers applied later override earlier ones.
  ///
  /// ```swift
  /// node[.text]   // .string("Hello")
  /// ```
  @inlinable public subscript(name: AttributeName) -> AttributeValue? {
    attributes.last { $0.name == name }?.value
  }
}
