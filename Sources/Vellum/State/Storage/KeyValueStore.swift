import Foundation
import Observation

/// Where `@AppStorage` and `@SceneStorage` keep their values: a `UserDefaults`, or a host's
/// scene storage. Reads are observed, so a write re-evaluates the views that read the key.
@MainActor
package protocol KeyValueStore: AnyObject {
  /// The stored property-list value for `key`, if any.
  func storedValue(forKey key: String) -> Any?
  /// Stores a property-list value (or removes it, for `nil`).
  func store(_ value: Any?, forKey key: String)
}

/// Which keys of a store changed: read before a stored value so views observe the key's
/// writes, bumped after each write.
@Observable
@MainActor
package final class StoreChanges {
  private var versions: [String: Int] = [:]

  package init() {}

  /// Registers the current evaluation as a reader of `key`.
  package func observe(_ key: String) { _ = versions[key] }

  /// Tells the readers of `key` that it changed.
  package func changed(_ key: String) { versions[key, default: 0] += 1 }
}

/// How one value type is stored: as a property-list value, and back.
package struct StoredRepresentation<Value> {
  let load: (Any) -> Value?
  let save: (Value) -> Any?

  /// A representation that reads a stored object with `load` and writes one with `save`.
  package init(load: @escaping (Any) -> Value?, save: @escaping (Value) -> Any?) {
    self.load = load
    self.save = save
  }
}

extension StoredRepresentation {
  static func plain<T>(_ type: T.Type) -> StoredRepresentation<T> {
    StoredRepresentation<T>(load: { $0 as? T }, save: { $0 })
  }

  static var integer: StoredRepresentation<Int> {
    StoredRepresentation<Int>(
      load: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, save: { $0 })
  }

  static var double: StoredRepresentation<Double> {
    StoredRepresentation<Double>(
      load: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, save: { $0 })
  }

  static var bool: StoredRepresentation<Bool> {
    StoredRepresentation<Bool>(
      load: { ($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue }, save: { $0 })
  }

  static var url: StoredRepresentation<URL> {
    StoredRepresentation<URL>(
      load: { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) },
      save: { $0.absoluteString })
  }

  static var date: StoredRepresentation<Date> {
    StoredRepresentation<Date>(
      load: { ($0 as? Date) ?? ($0 as? Double).map(Date.init(timeIntervalSinceReferenceDate:)) },
      save: { $0.timeIntervalSinceReferenceDate })
  }

  static func raw<R: RawRepresentable>(_ base: StoredRepresentation<R.RawValue>)
    -> StoredRepresentation<R>
  {
    StoredRepresentation<R>(
      load: { base.load($0).flatMap(R.init(rawValue:)) }, save: { base.save($0.rawValue) })
  }

  /// The representation of an optional: a missing value loads as `nil`, and `nil` removes it.
  func optional() -> StoredRepresentation<Value?> {
    StoredRepresentation<Value?>(load: { self.load($0) }, save: { $0.flatMap(self.save) })
  }
}

extension UserDefaults: KeyValueStore {
  package func storedValue(forKey key: String) -> Any? { object(forKey: key) }

  package func store(_ value: Any?, forKey key: String) {
    if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
  }
}

/// The change trackers of the stores in use, one per store.
@MainActor
package enum StoreChangeRegistry {
  private static var changes: [ObjectIdentifier: StoreChanges] = [:]

  /// The change tracker of `store`.
  package static func changes(of store: any KeyValueStore) -> StoreChanges {
    let id = ObjectIdentifier(store)
    if let existing = changes[id] { return existing }
    let created = StoreChanges()
    changes[id] = created
    return created
  }
}

/// A stored value read and written through a store and its change tracker: the shared core of
/// `@AppStorage` and `@SceneStorage`.
package struct StoredValue<Value> {
  let key: String
  let defaultValue: Value
  let representation: StoredRepresentation<Value>

  /// The value kept under `key`, `defaultValue` while none is, read and written through
  /// `representation`.
  package init(key: String, defaultValue: Value, representation: StoredRepresentation<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.representation = representation
  }

  @MainActor package func read(from store: any KeyValueStore) -> Value {
    StoreChangeRegistry.changes(of: store).observe(key)
    return store.storedValue(forKey: key).flatMap(representation.load) ?? defaultValue
  }

  @MainActor package func write(_ value: Value, to store: any KeyValueStore) {
    store.store(representation.save(value), forKey: key)
    StoreChangeRegistry.changes(of: store).changed(key)
  }

  @MainActor package func binding(to store: any KeyValueStore) -> Binding<Value> {
    Binding(get: { read(from: store) }, set: { write($0, to: store) })
  }
}
