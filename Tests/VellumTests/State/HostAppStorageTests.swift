import Foundation
import Testing

@testable import Vellum

/// Each host keeps its `@AppStorage` values in a store of its own, in memory, unless its
/// environment or `defaultAppStorage(_:)` gives another: hosts, and tests run in parallel,
/// never share values or write the machine's `UserDefaults.standard` by accident (two runs of
/// an app's suite failed different tests when they shared it).
@MainActor
@Suite struct HostAppStorageTests {
  /// A key no other test or process uses.
  private static let key = "vellum.test.count.\(UUID().uuidString)"

  private struct Counter: View {
    @AppStorage(HostAppStorageTests.key) private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
  }

  private struct CounterApp: App {
    var body: some Scene { WindowGroup { Counter() } }
  }

  @Test func twoHostsKeepTheirValuesApartAndOffTheMachinesDefaults() throws {
    let first = ViewHost(Counter())
    let second = ViewHost(Counter())
    try first.tap("Count 0")
    try first.tap("Count 1")
    #expect(first.render(.text).contains("Count 2"))
    #expect(second.render(.text).contains("Count 0"))
    #expect(UserDefaults.standard.object(forKey: Self.key) == nil)
    // A new host starts from nothing, too.
    #expect(ViewHost(Counter()).render(.text).contains("Count 0"))
  }

  @Test func anAppsHostTakesTheStoreItsEnvironmentGives() throws {
    let store = InMemoryUserDefaults([Self.key: 41])
    var environment = EnvironmentValues()
    environment.defaultAppStorage = store
    let host = ViewHost(app: CounterApp(), environment: environment)
    try host.tap("Count 41")
    #expect(store.object(forKey: Self.key) as? Int == 42)
    #expect(ViewHost(app: CounterApp(), environment: environment).render(.text).contains("42"))
  }

  /// `Scene.defaultAppStorage(_:)` (SwiftUI's scene modifier) gives the scene's windows their
  /// store.
  @Test func aScenesStoreIsWhatItsWindowsUse() throws {
    struct StoredApp: App {
      let store: UserDefaults
      init() { store = InMemoryUserDefaults() }
      init(store: UserDefaults) { self.store = store }
      var body: some Scene { WindowGroup { Counter() }.defaultAppStorage(store) }
    }
    let store = InMemoryUserDefaults([Self.key: 7])
    let host = ViewHost(app: StoredApp(store: store))
    try host.tap("Count 7")
    #expect(store.object(forKey: Self.key) as? Int == 8)
  }

  @Test func theMachinesDefaultsAreAnExplicitChoice() throws {
    defer { UserDefaults.standard.removeObject(forKey: Self.key) }
    let host = ViewHost(Counter().defaultAppStorage(.standard))
    try host.tap("Count 0")
    #expect(UserDefaults.standard.integer(forKey: Self.key) == 1)
  }
}
