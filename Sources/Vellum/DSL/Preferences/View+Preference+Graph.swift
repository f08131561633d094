/// Sets a preference's value for its content (`preference(key:value:)`).
struct PreferenceWriter<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let value: Key.Value

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    record.memory = WrittenPreference<Key>(value)
    record.updateChild(0, content)
  }
}

/// Changes the preference its content combined (`transformPreference(_:_:)`).
struct PreferenceTransformer<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let transform: (inout Key.Value) -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    record.memory = TransformedPreference<Key>(transform)
    record.updateChild(0, content)
  }
}

/// Watches the preference its content combines (`onPreferenceChange(_:perform:)`).
struct PreferenceObserver<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
  typealias Body = Never

  let action: (Key.Value) -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    if let observed = record.memory as? ObservedPreference<Key> {
      observed.action = action
    } else {
      record.memory = ObservedPreference<Key>(action)
      record.graph.observePreferences(of: record)
    }
    record.updateChild(0, content)
  }
}

/// The value a `PreferenceWriter`'s record sets.
final class WrittenPreference<Key: PreferenceKey> {
  let value: Key.Value

  init(_ value: Key.Value) { self.value = value }
}

/// The change a `PreferenceTransformer`'s record makes.
final class TransformedPreference<Key: PreferenceKey> {
  let transform: (inout Key.Value) -> Void

  init(_ transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }
}

/// What an observer's record keeps: its action and the value it last reported.
@MainActor
final class ObservedPreference<Key: PreferenceKey>: PreferenceObserving
where Key.Value: Equatable {
  var action: (Key.Value) -> Void
  private var last: Key.Value?

  init(_ action: @escaping (Key.Value) -> Void) { self.action = action }

  func changedAction(of record: GraphNode) -> Effect? {
    let value = record.combinedPreference(Key.self)
    let previous = last ?? Key.defaultValue
    guard value != previous else { return nil }
    last = value
    let action = action
    return Effect { action(value) }
  }
}

/// A record's memory that watches a preference.
@MainActor
protocol PreferenceObserving: AnyObject {
  /// The work reporting the preference `record`'s content combines now, when it changed.
  func changedAction(of record: GraphNode) -> Effect?
}

extension GraphNode {
  /// The value of `key` this record's content combines: its descendants' values reduced in
  /// screen order, where a writer's value replaces its own content's and a transform changes
  /// its content's.
  func combinedPreference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
    var value = Key.defaultValue
    for child in children { child.addPreference(key, to: &value) }
    return value
  }

  private func addPreference<Key: PreferenceKey>(_ key: Key.Type, to value: inout Key.Value) {
    if let written = memory as? WrittenPreference<Key> {
      Key.reduce(value: &value) { written.value }
    } else if let transformed = memory as? TransformedPreference<Key> {
      var inner = combinedPreference(key)
      transformed.transform(&inner)
      Key.reduce(value: &value) { inner }
    } else {
      for child in children { child.addPreference(key, to: &value) }
    }
  }
}
