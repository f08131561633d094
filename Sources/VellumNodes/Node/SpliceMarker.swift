/// The children an old tree keeps in place of a child list that was changed in place: one node
/// that names, by number, the `NodeSplice` saying how the list changed, which the diff reads
/// instead of the old list.
///
/// ```swift
/// SpliceMarker.number(of: SpliceMarker.nodes(3))   // 3
/// ```
package enum SpliceMarker {
  /// The marker for the splice numbered `number`.
  package static func nodes(_ number: Int) -> [Node] {
    [Node(role: role, identity: Identity([.key(Identity.Key(Number(value: number)))]))]
  }

  /// The number of the splice `nodes` stand for, when they are a marker.
  package static func number(of nodes: [Node]) -> Int? {
    guard nodes.count == 1, nodes[0].role == role,
      case .key(let key) = nodes[0].identity.lastComponent,
      let number = key.value.base as? Number
    else { return nil }
    return number.value
  }

  private static let role = Role(rawValue: "Spliced")

  /// The key of a marker's identity, a type no view's id can be.
  private struct Number: Hashable {
    let value: Int
  }
}
