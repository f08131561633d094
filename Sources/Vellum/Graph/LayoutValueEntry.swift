/// The layout values (and explicit alignment guides) a modifier gives its view, under the key
/// its node carries, kept while the modifier's record is on the screen: the graph drops the
/// entry once the record is unmounted, so rows that come and go leave nothing behind.
struct LayoutValueEntry {
  /// The modifier's record: the last of a chain's modifiers to set a value, as they share a key.
  weak var record: GraphNode?
  /// The values by their key's type.
  var values: [ObjectIdentifier: Any] = [:]
}

extension Graph {
  /// Keeps `value` as the layout value of type `id` under `key`, for `record`'s view.
  func setLayoutValue(_ value: Any, for id: ObjectIdentifier, key: String, by record: GraphNode) {
    layoutValues[key, default: LayoutValueEntry()].values[id] = value
    layoutValues[key]?.record = record
  }
}
