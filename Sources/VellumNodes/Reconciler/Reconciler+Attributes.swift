extension Reconciler {
  /// The key of an attribute: its name and how many attributes of that name come before it.
  private struct AttributeKey: Hashable {
    let name: AttributeName
    let occurrence: Int
  }

  private static func keys(of attributes: [Attribute]) -> [AttributeKey] {
    var seen: [AttributeName: Int] = [:]
    return attributes.map { attribute in
      let occurrence = seen[attribute.name, default: 0]
      seen[attribute.name] = occurrence + 1
      return AttributeKey(name: attribute.name, occurrence: occurrence)
    }
  }

  /// Patches that turn one attribute list into another, keeping the order: attributes are
  /// matched by name and occurrence; those that keep their relative order are set in place,
  /// the rest are unset and set again at their new index.
  static func diffAttributes(
    _ old: [Attribute], _ new: [Attribute], at path: NodePath, into patches: inout [Patch]
  ) {
    let oldKeys = keys(of: old)
    let newKeys = keys(of: new)
    if oldKeys == newKeys {
      for index in new.indices where old[index] != new[index] {
        patches.append(.set(path, new[index], at: index, replacing: old[index].value))
      }
      return
    }
    var newPosition: [AttributeKey: Int] = [:]
    for (index, key) in newKeys.enumerated() { newPosition[key] = index }
    var oldPositionOfNew = [Int](repeating: -1, count: new.count)
    for (index, key) in oldKeys.enumerated() {
      if let position = newPosition[key] { oldPositionOfNew[position] = index }
    }
    let stays = longestIncreasingSubsequence(oldPositionOfNew)
    var kept = Set<Int>()
    for position in stays { kept.insert(oldPositionOfNew[position]) }
    for index in old.indices.reversed() where !kept.contains(index) {
      patches.append(.unset(path, old[index], at: index))
    }
    for (index, attribute) in new.enumerated() {
      let oldIndex = oldPositionOfNew[index]
      if oldIndex >= 0, kept.contains(oldIndex) {
        if old[oldIndex] != attribute {
          patches.append(.set(path, attribute, at: index, replacing: old[oldIndex].value))
        }
      } else {
        patches.append(.set(path, attribute, at: index, replacing: nil))
      }
    }
  }
}
