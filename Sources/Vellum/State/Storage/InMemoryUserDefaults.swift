import Foundation

/// A `UserDefaults` kept in memory only: give it to a host (`.defaultAppStorage(_:)`) so
/// `@AppStorage` in tests and previews never reads or writes the machine's defaults.
///
/// ```swift
/// let defaults = InMemoryUserDefaults()
/// let host = ViewHost(SettingsView().defaultAppStorage(defaults))
/// ```
public final class InMemoryUserDefaults: UserDefaults {
  private var values: [String: Any] = [:]
  private let lock = NSLock()

  /// Empty defaults in memory, with `values` stored.
  ///
  /// ```swift
  /// InMemoryUserDefaults(["username": "ada"])
  /// ```
  public init(_ values: [String: Any] = [:]) {
    super.init(suiteName: nil)!
    self.values = values
  }

  /// The value stored for `defaultName`, if any.
  public override func object(forKey defaultName: String) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return values[defaultName]
  }

  /// Stores `value` for `defaultName` (or removes it, for `nil`).
  public override func set(_ value: Any?, forKey defaultName: String) {
    lock.lock()
    defer { lock.unlock() }
    values[defaultName] = value
  }

  /// Removes the value stored for `defaultName`.
  public override func removeObject(forKey defaultName: String) {
    set(nil, forKey: defaultName)
  }

  /// Every stored value by key.
  public override func dictionaryRepresentation() -> [String: Any] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}
