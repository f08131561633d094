import Foundation

/// A value kept in `UserDefaults` under a key: reading gives the stored value (or the
/// default), writing stores it and updates every view that reads the key. The store is
/// `store:` when given, else the environment's ``EnvironmentValues/defaultAppStorage``: in a
/// host, an ``InMemoryUserDefaults`` of the host's own unless the environment or
/// `defaultAppStorage(_:)` sets another (such as `UserDefaults.standard`).
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// TextField("Name", text: $username)
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let stored: StoredValue<Value>
  private let store: UserDefaults?
  @Environment(\.defaultAppStorage) private var defaultStore

  private init(
    _ key: String, _ defaultValue: Value, _ representation: StoredRepresentation<Value>,
    store: UserDefaults?
  ) {
    stored = StoredValue(key: key, defaultValue: defaultValue, representation: representation)
    self.store = store
  }

  /// The stored value, or the default when none is stored.
  @MainActor public var wrappedValue: Value {
    get { stored.read(from: store ?? defaultStore) }
    nonmutating set { stored.write(newValue, to: store ?? defaultStore) }
  }

  /// A binding to the stored value.
  @MainActor public var projectedValue: Binding<Value> {
    stored.binding(to: store ?? defaultStore)
  }

  /// A stored `Bool`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @AppStorage("isOn") private var isOn: Bool = true
  /// ```
  public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key, wrappedValue, .bool, store: store)
  }

  /// A stored optional `Bool`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("isOn") private var isOn: Bool?
  /// ```
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key, nil, StoredRepresentation<Bool>.bool.optional(), store: store)
  }

  /// A stored `Int`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @AppStorage("count") private var count: Int = 0
  /// ```
  public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key, wrappedValue, .integer, store: store)
  }

  /// A stored optional `Int`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("count") private var count: Int?
  /// ```
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key, nil, StoredRepresentation<Int>.integer.optional(), store: store)
  }

  /// A stored `Double`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @AppStorage("volume") private var volume: Double = 0
  /// ```
  public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key, wrappedValue, .double, store: store)
  }

  /// A stored optional `Double`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("volume") private var volume: Double?
  /// ```
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key, nil, StoredRepresentation<Double>.double.optional(), store: store)
  }

  /// A stored `String`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @AppStorage("name") private var name: String = ""
  /// ```
  public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key, wrappedValue, .plain(String.self), store: store)
  }

  /// A stored optional `String`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("name") private var name: String?
  /// ```
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key, nil, StoredRepresentation<String>.plain(String.self).optional(), store: store)
  }

  /// A stored `URL`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @AppStorage("homepage") private var homepage: URL = URL(string: "https://example.com")!
  /// ```
  public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key, wrappedValue, .url, store: store)
  }

  /// A stored optional `URL`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("homepage") private var homepage: URL?
  /// ```
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key, nil, StoredRepresentation<URL>.url.optional(), store: store)
  }

  /// A stored `Data`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @AppStorage("avatar") private var avatar: Data = Data()
  /// ```
  public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key, wrappedValue, .plain(Data.self), store: store)
  }

  /// A stored optional `Data`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("avatar") private var avatar: Data?
  /// ```
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key, nil, StoredRepresentation<Data>.plain(Data.self).optional(), store: store)
  }

  /// A stored `Date`, `wrappedValue` until one is written.
  ///
  /// ```swift
  /// @AppStorage("lastOpened") private var lastOpened: Date = Date.distantPast
  /// ```
  public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key, wrappedValue, .date, store: store)
  }

  /// A stored optional `Date`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("lastOpened") private var lastOpened: Date?
  /// ```
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key, nil, StoredRepresentation<Date>.date.optional(), store: store)
  }

  /// A stored value whose raw value is an `Int`: an enum, say.
  ///
  /// ```swift
  /// @AppStorage("sort") private var sort: SortOrder = .name
  /// ```
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key, wrappedValue, .raw(.integer), store: store)
  }

  /// A stored optional value whose raw value is an `Int`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("lastTab") private var lastTab: Tab?
  /// ```
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key, nil, StoredRepresentation<R>.raw(.integer).optional(), store: store)
  }

  /// A stored value whose raw value is an `String`: an enum, say.
  ///
  /// ```swift
  /// @AppStorage("sort") private var sort: SortOrder = .name
  /// ```
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key, wrappedValue, .raw(.plain(String.self)), store: store)
  }

  /// A stored optional value whose raw value is an `String`, `nil` until one is written.
  ///
  /// ```swift
  /// @AppStorage("lastTab") private var lastTab: Tab?
  /// ```
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key, nil, StoredRepresentation<R>.raw(.plain(String.self)).optional(), store: store)
  }

}

extension EnvironmentValues {
  /// The store `@AppStorage` uses when it is given none. A host gives its screen an
  /// ``InMemoryUserDefaults`` of its own unless its environment sets one, so hosts (and tests
  /// run in parallel) never share values or touch the machine's defaults; set
  /// `UserDefaults.standard` to use those. Outside a host, `UserDefaults.standard`.
  ///
  /// ```swift
  /// var environment = EnvironmentValues()
  /// environment.defaultAppStorage = InMemoryUserDefaults(["username": "ada"])
  /// let host = ViewHost(app: JournalApp(), environment: environment)
  /// ```
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self] ?? .standard }
    set { self[DefaultAppStorageKey.self] = newValue }
  }

  /// Whether a store for `@AppStorage` has been set here.
  package var hasDefaultAppStorage: Bool { self[DefaultAppStorageKey.self] != nil }
}

private enum DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}
