import VellumHotPaths

/// The values a view inherits from its ancestors: `dismiss`, `isEnabled`, custom keys, and the
/// objects given with `.environmentObject(_:)` or `.environment(_:)`.
///
/// Setting a value makes a new list head that shares the rest, so passing an environment down an
/// unchanged subtree costs nothing and two environments can be compared by identity.
///
/// ```swift
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public struct EnvironmentValues {
  private var head: Entry?

  /// Creates an environment holding only default values.
  ///
  /// ```swift
  /// let values = EnvironmentValues()
  /// ```
  public init() {}

  /// The value for a key, or the key's default value.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      // A key that was never set has no entry; an optional value set to `nil` has one.
      guard let stored = lookup(ObjectIdentifier(key)) else { return Key.defaultValue }
      return (stored as? Key.Value) ?? Key.defaultValue
    }
    set { head = Entry(key: key, value: newValue, next: head) }
  }

  /// Whether `other` is this same environment (not merely equal values).
  package func isIdentical(to other: EnvironmentValues) -> Bool {
    head === other.head
  }

  /// What ``isIdentical(to:)`` compares: equal for the same environment, and for another only
  /// once this one is freed (keep the environment to keep its identity its own).
  var identity: ObjectIdentifier? { head.map(ObjectIdentifier.init) }

  /// The object of type `T` given with `.environmentObject(_:)` or `.environment(_:)`.
  package func object<T: AnyObject>(_ type: T.Type) -> T? {
    lookup(ObjectIdentifier(ObjectKey<T>.self)) as? T
  }

  /// Stores `object` under its type.
  package mutating func setObject<T: AnyObject>(_ object: T) {
    head = Entry(key: ObjectKey<T>.self, value: object, next: head)
  }

  /// The value of the nearest entry for `key`.
  ///
  /// The walk holds no reference to the entries it passes: `head` keeps the whole list alive
  /// while it runs, and a key no view set (a button's style, asked for on every row) passes
  /// every entry the host and the modifiers above added, a retain and a release each if it did.
  private func lookup(_ key: ObjectIdentifier) -> Any? {
    guard let head else { return nil }
    return withExtendedLifetime(head) {
      var entry = Unretained(head)
      while true {
        let (matches, next) = entry.withObject { ($0.key == key, $0.unretainedNext) }
        if matches { return entry.withObject(\.value) }
        guard let next else { return nil }
        entry = next
      }
    }
  }

  private final class Entry {
    let key: ObjectIdentifier
    /// The key's type, for the description.
    let keyType: Any.Type
    let value: Any
    /// Keeps the rest of the list alive.
    let next: Entry?
    /// ``next`` for a walk that takes no references (see ``lookup(_:)``).
    let unretainedNext: Unretained<Entry>?

    init(key: Any.Type, value: Any, next: Entry?) {
      self.key = ObjectIdentifier(key)
      keyType = key
      self.value = value
      self.next = next
      unretainedNext = next.map { Unretained($0) }
    }
  }

  private enum ObjectKey<T> {}
}

extension EnvironmentValues: CustomStringConvertible {
  /// The values set in this environment, the most recently set first, each under its key's
  /// type: `[ColorSchemeKey = dark, LocaleKey = fr_FR]`. Values never set (their keys'
  /// defaults) are not listed: like SwiftUI's, the description lists the values written.
  ///
  /// ```swift
  /// var environment = EnvironmentValues()
  /// environment.colorScheme = .dark
  /// environment.description   // "[ColorSchemeKey = dark]"
  /// ```
  public var description: String {
    var seen: Set<ObjectIdentifier> = []
    var parts: [String] = []
    var entry = head
    while let current = entry {
      if seen.insert(current.key).inserted {
        parts.append("\(viewTypeName(current.keyType)) = \(current.value)")
      }
      entry = current.next
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}
