import Foundation

/// A value kept per scene under a key, restored when the scene is: in Vellum, per host. Reading
/// gives the stored value (or the default); writing stores it and updates every view that
/// reads the key.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let stored: StoredValue<Value>
  @Environment(\.sceneStorage) private var store

  private init(_ key: String, _ defaultValue: Value, _ representation: StoredRepresentation<Value>)
  {
    stored = StoredValue(key: key, defaultValue: defaultValue, representation: representation)
  }

  /// The stored value, or the default when none is stored.
  @MainActor public var wrappedValue: Value {
    get { stored.read(from: store ?? .unhosted) }
    nonmutating set { stored.write(newValue, to: store ?? .unhosted) }
  }

  /// A binding to the stored value.
  @MainActor public var projectedValue: Binding<Value> {
    stored.binding(to: store ?? .unhosted)
  }

  /// A stored `Bool`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("isOn") private var isOn: Bool = true
  /// ```
  public init(wrappedValue: Bool, _ key: String) where Value == Bool {
    self.init(key, wrappedValue, .bool)
  }

  /// A stored optional `Bool`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("isOn") private var isOn: Bool?
  /// ```
  public init(_ key: String) where Value == Bool? {
    self.init(key, nil, StoredRepresentation<Bool>.bool.optional())
  }

  /// A stored `Int`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("count") private var count: Int = 0
  /// ```
  public init(wrappedValue: Int, _ key: String) where Value == Int {
    self.init(key, wrappedValue, .integer)
  }

  /// A stored optional `Int`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("count") private var count: Int?
  /// ```
  public init(_ key: String) where Value == Int? {
    self.init(key, nil, StoredRepresentation<Int>.integer.optional())
  }

  /// A stored `Double`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("volume") private var volume: Double = 0
  /// ```
  public init(wrappedValue: Double, _ key: String) where Value == Double {
    self.init(key, wrappedValue, .double)
  }

  /// A stored optional `Double`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("volume") private var volume: Double?
  /// ```
  public init(_ key: String) where Value == Double? {
    self.init(key, nil, StoredRepresentation<Double>.double.optional())
  }

  /// A stored `String`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("name") private var name: String = ""
  /// ```
  public init(wrappedValue: String, _ key: String) where Value == String {
    self.init(key, wrappedValue, .plain(String.self))
  }

  /// A stored optional `String`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("name") private var name: String?
  /// ```
  public init(_ key: String) where Value == String? {
    self.init(key, nil, StoredRepresentation<String>.plain(String.self).optional())
  }

  /// A stored `URL`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("homepage") private var homepage: URL = URL(string: "https://example.com")!
  /// ```
  public init(wrappedValue: URL, _ key: String) where Value == URL {
    self.init(key, wrappedValue, .url)
  }

  /// A stored optional `URL`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("homepage") private var homepage: URL?
  /// ```
  public init(_ key: String) where Value == URL? {
    self.init(key, nil, StoredRepresentation<URL>.url.optional())
  }

  /// A stored `Data`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("avatar") private var avatar: Data = Data()
  /// ```
  public init(wrappedValue: Data, _ key: String) where Value == Data {
    self.init(key, wrappedValue, .plain(Data.self))
  }

  /// A stored optional `Data`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("avatar") private var avatar: Data?
  /// ```
  public init(_ key: String) where Value == Data? {
    self.init(key, nil, StoredRepresentation<Data>.plain(Data.self).optional())
  }

  /// A stored `Date`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("lastOpened") private var lastOpened: Date = Date.distantPast
  /// ```
  public init(wrappedValue: Date, _ key: String) where Value == Date {
    self.init(key, wrappedValue, .date)
  }

  /// A stored optional `Date`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("lastOpened") private var lastOpened: Date?
  /// ```
  public init(_ key: String) where Value == Date? {
    self.init(key, nil, StoredRepresentation<Date>.date.optional())
  }

  /// A stored value whose raw value is an `Int`: an enum, say.
  ///
  /// ```swift
  /// @SceneStorage("sort") private var sort: SortOrder = .name
  /// ```
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key, wrappedValue, .raw(.integer))
  }

  /// A stored optional value whose raw value is an `Int`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("lastTab") private var lastTab: Tab?
  /// ```
  public init<R: RawRepresentable>(_ key: String)
  where Value == R?, R.RawValue == Int {
    self.init(key, nil, StoredRepresentation<R>.raw(.integer).optional())
  }

  /// A stored value whose raw value is an `String`: an enum, say.
  ///
  /// ```swift
  /// @SceneStorage("sort") private var sort: SortOrder = .name
  /// ```
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key, wrappedValue, .raw(.plain(String.self)))
  }

  /// A stored optional value whose raw value is an `String`, `nil` until one is written.
  ///
  /// ```swift
  /// @SceneStorage("lastTab") private var lastTab: Tab?
  /// ```
  public init<R: RawRepresentable>(_ key: String)
  where Value == R?, R.RawValue == String {
    self.init(key, nil, StoredRepresentation<R>.raw(.plain(String.self)).optional())
  }

}

/// A host's scene storage: the values of its `@SceneStorage` properties by key.
@MainActor
package final class SceneStorageValues: KeyValueStore {
  private var values: [String: Any] = [:]

  /// The storage of views evaluated outside any host.
  package static let unhosted = SceneStorageValues()

  package init() {}

  package func storedValue(forKey key: String) -> Any? { values[key] }

  package func store(_ value: Any?, forKey key: String) { values[key] = value }
}

extension EnvironmentValues {
  /// The scene storage of the host this view is in.
  package var sceneStorage: SceneStorageValues? {
    get { self[SceneStorageKey.self] }
    set { self[SceneStorageKey.self] = newValue }
  }
}

private enum SceneStorageKey: EnvironmentKey {
  static var defaultValue: SceneStorageValues? { nil }
}
