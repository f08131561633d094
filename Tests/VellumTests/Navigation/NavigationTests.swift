import Observation
import Testing
import Vellum
import VellumTesting

private final class AppState: ObservableObject {
  @Published var count = 0
}

private struct CounterView: View {
  @ObservedObject var state: AppState
  var body: some View {
    HStack {
      Button("-") { state.count -= 1 }
      Text("\(state.count)")
      Button("+") { state.count += 1 }
    }
    .navigationBarTitle("Counter demo")
  }
}

/// Seed 001's root screen: links to the counter and the favorites.
private struct RootView: View {
  @ObservedObject var state: AppState
  var body: some View {
    NavigationView {
      List {
        NavigationLink(destination: CounterView(state: state)) {
          Text("Counter demo")
        }
        NavigationLink("Favorite primes", destination: Text("No favorites yet"))
      }
      .navigationBarTitle("State management")
    }
  }
}

@Observable
private final class Router {
  var path: [Int] = []
}

private struct PathView: View {
  @Bindable var router: Router
  var body: some View {
    NavigationStack(path: $router.path) {
      VStack {
        NavigationLink("Go to 1", value: 1)
        Button("Jump to 3") { router.path = [1, 2, 3] }
      }
      .navigationTitle("Numbers")
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Number \(number)")
          NavigationLink("Next", value: number + 1)
        }
        .navigationTitle("#\(number)")
      }
    }
  }
}

private struct OwnPathView: View {
  @State private var path = NavigationPath()
  @State private var showsDetail = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Push word") { path.append("hello") }
        Button("Show detail") { showsDetail = true }
        Text(showsDetail ? "detail on" : "detail off")
      }
      .navigationDestination(for: String.self) { Text("Word \($0)") }
      .navigationDestination(isPresented: $showsDetail) { Text("Detail screen") }
    }
  }
}

private struct EditorToolbar: ToolbarContent {
  let save: @MainActor () -> Void
  var body: some ToolbarContent {
    ToolbarItem(placement: .principal) { Text("Edit Recipe") }
    ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
    ToolbarItem(placement: .navigationBarTrailing) { Button("Save", action: save) }
  }
}

private struct ToolbarScreen: View {
  @State private var saves = 0
  var body: some View {
    NavigationStack {
      Text("Saved \(saves) times")
        .toolbar { EditorToolbar { saves += 1 } }
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Share") {}
          }
        }
    }
  }
}

@MainActor
@Suite struct NavigationTests {
  @Test func linksPushAndBackPopsKeepingState() throws {
    let state = AppState()
    let host = ViewHost(RootView(state: state))
    try host.tap("Counter demo")
    try host.tap("+")
    try host.tap("+")
    #expect(host.render(.text(width: 40)).contains("[ - ] 2 [ + ]"))
    #expect(throws: InteractionError.self) { try host.tap("Favorite primes") }
    try host.back()
    try host.tap("Favorite primes")
    #expect(host.root.visibleText.contains("No favorites yet"))
    try host.back()
    #expect(throws: InteractionError.self) { try host.back() }
    try host.tap("Counter demo")
    #expect(host.render(.text(width: 40)).contains("[ - ] 2 [ + ]"))
  }

  @Test func theBarShowsTheTitleAndABackButtonNamedAfterThePreviousScreen() throws {
    let host = ViewHost(RootView(state: AppState()))
    assertSnapshot(of: host, as: .text(width: 40), named: "navigation-root")
    try host.tap("Counter demo")
    assertSnapshot(of: host, as: .text(width: 40), named: "navigation-pushed")
    assertSnapshot(of: host, as: .html, named: "navigation-pushed")
  }

  @Test func aPathBindingDrivesTheStackBothWays() throws {
    let router = Router()
    let host = ViewHost(PathView(router: router))
    try host.tap("Go to 1")
    try host.tap("Next")
    #expect(router.path == [1, 2])
    #expect(host.root.visibleText.hasSuffix("Number 2 Next"))
    try host.back()
    #expect(router.path == [1])
    router.path = [1, 2, 3]
    #expect(host.render(.text(width: 30)).contains("‹ #2"))
    #expect(host.root.visibleText.hasSuffix("Number 3 Next"))
  }

  @Test func navigationPathsAndPresentedDestinations() throws {
    let host = ViewHost(OwnPathView())
    try host.tap("Push word")
    #expect(host.root.visibleText.hasSuffix("Word hello"))
    try host.back()
    try host.tap("Show detail")
    #expect(host.root.visibleText.hasSuffix("Detail screen"))
    try host.back()
    #expect(host.root.visibleText.contains("detail off"))
  }

  @Test func toolbarItemsAreDrawnByPlacementAndCanBeTapped() throws {
    let host = ViewHost(ToolbarScreen())
    try host.tap("Save")
    try host.tap("Save")
    assertSnapshot(of: host, as: .text(width: 40), named: "toolbar")
    #expect(host.lastUpdate.evaluatedViews == ["ToolbarScreen", "EditorToolbar"])
  }

  @Test func aValueWithoutADestinationIsAVisibleProblem() throws {
    struct Missing: View {
      var body: some View {
        NavigationStack { NavigationLink("Go", value: 3.5) }
      }
    }
    let host = ViewHost(Missing())
    try host.tap("Go")
    #expect(
      host.diagnostics == [
        "no navigationDestination(for: Double.self) in the stack for the pushed value 3.5"
      ])
  }
}
