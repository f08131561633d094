import Testing
import Vellum

private struct Closer: View {
  let name: String
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  var body: some View {
    VStack {
      Text("\(name) presented \(isPresented)")
      Button("Close \(name)") { dismiss() }
    }
  }
}

/// `dismiss` pops a pushed screen however it was pushed, and closes a menu after an action.
///
/// Sources: Apple's documentation of `DismissAction` ("You can use this action to … Pop the
/// current view from a NavigationStack"; "The specific behavior of the action depends on where
/// you call it from"); of `EnvironmentValues.isPresented`; of `MenuActionDismissBehavior`
/// ("automatic … In most cases, the default behavior is enabled. There are some cases, like
/// Stepper, that use disabled by default") and `menuActionDismissBehavior(_:)`.
@MainActor
@Suite struct DismissBehaviourTests {
  @Test func dismissPopsAScreenPushedByAValueLinkWithoutAPath() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 7)
            .navigationDestination(for: Int.self) { Closer(name: "Seven \($0)") }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Open")
    #expect(host.root.visibleText.contains("Seven 7 presented true"))
    try host.tap("Close Seven 7")
    #expect(host.root.visibleText.contains("Open"))
    #expect(!host.root.visibleText.contains("Seven"))
  }

  @Test func dismissPopsADestinationLinkOfANavigationView() throws {
    struct Screen: View {
      var body: some View {
        NavigationView {
          NavigationLink("Details", destination: Closer(name: "Details"))
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Details")
    try host.tap("Close Details")
    #expect(!host.root.visibleText.contains("Close Details"))
    #expect(throws: InteractionError.self) { try host.back() }
  }

  @Test func dismissPopsTheScreenAndEveryScreenAboveIt() throws {
    struct Screen: View {
      @State private var path: [Int] = [1, 2, 3]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root \(path.count)")
            .navigationDestination(for: Int.self) { Closer(name: "Screen \($0)") }
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.root.visibleText.contains("Screen 3"))
    try host.back()
    try host.back()
    try host.tap("Close Screen 1")
    #expect(host.root.visibleText.contains("Root 0"))
  }

  @Test func dismissAtTheRootOfAStackInASheetClosesTheSheet() throws {
    struct Screen: View {
      @State private var isShowing = true
      var body: some View {
        Text("Behind \(isShowing)")
          .sheet(isPresented: $isShowing) {
            NavigationStack { Closer(name: "Sheet") }
          }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Close Sheet")
    #expect(host.root.visibleText == "Behind false")
  }

  @Test func theRootOfAStackIsNotPresented() {
    let host = ViewHost(NavigationStack { Closer(name: "Root") })
    #expect(host.root.visibleText.contains("Root presented false"))
  }

  @Test func aToggleInAMenuClosesTheMenu() throws {
    struct Screen: View {
      @State private var isBold = false
      var body: some View {
        VStack {
          Menu("Format") { Toggle("Bold", isOn: $isBold) }
          Text("bold \(isBold)")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Format")
    try host.tap("Bold")
    #expect(host.root.visibleText.contains("bold true"))
    #expect(throws: InteractionError.self) { try host.tap("Bold") }
    try host.tap("Format")
    try host.tap("Bold")
    #expect(host.root.visibleText.contains("bold false"))
  }

  @Test func aMenuWhoseActionsDoNotDismissStaysOpen() throws {
    struct Screen: View {
      @State private var size = 10
      var body: some View {
        VStack {
          Menu("Size") {
            Button("Larger") { size += 1 }
          }
          .menuActionDismissBehavior(.disabled)
          Text("size \(size)")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Size")
    try host.tap("Larger")
    try host.tap("Larger")
    #expect(host.root.visibleText.contains("size 12"))
  }

  @Test func aStepperInAMenuKeepsItOpenByDefault() throws {
    struct Screen: View {
      @State private var count = 0
      var body: some View {
        Menu("Count") { Stepper("Count \(count)", value: $count) }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Count")
    try host.increment("Count 0")
    try host.increment("Count 1")
    #expect(host.root.visibleText.contains("Count 2"))
  }
}
