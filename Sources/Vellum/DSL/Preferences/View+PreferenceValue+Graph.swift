/// Overlays or backs its content with a view made from the preference the content combines
/// (`overlayPreferenceValue`, `backgroundPreferenceValue`). The value is read after each
/// pass; when it changed, the record is evaluated again with it, in the next round of the
/// same update.
struct PreferenceValueLayer<Key: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let alignment: Alignment
  let isBackground: Bool
  let transform: (Key.Value) -> Layer

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let reader: ReadPreference<Key>
    if let known = record.memory as? ReadPreference<Key> {
      reader = known
    } else {
      reader = ReadPreference<Key>()
      record.memory = reader
      record.graph.observePreferences(of: record)
    }
    record.output = .passthrough
    let layer = transform(reader.value)
    if isBackground {
      record.updateChild(0, content.background(alignment: alignment) { layer })
    } else {
      record.updateChild(0, content.overlay(alignment: alignment) { layer })
    }
  }
}

/// What a `PreferenceValueLayer`'s record keeps: the value its layer was last made from.
@MainActor
final class ReadPreference<Key: PreferenceKey>: PreferenceObserving {
  private(set) var value = Key.defaultValue

  /// Evaluating the record again when the value its content combines changed. Values are
  /// compared with `==` where they are `Equatable`, by their reflection otherwise (a
  /// preference's value need not be equatable, and a layer made on every pass would loop).
  func changedAction(of record: GraphNode) -> Effect? {
    let combined = record.combinedPreference(Key.self)
    guard !Self.isSame(combined, value) else { return nil }
    value = combined
    return Effect { [weak record] in record?.invalidate() }
  }

  private static func isSame(_ lhs: Key.Value, _ rhs: Key.Value) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
