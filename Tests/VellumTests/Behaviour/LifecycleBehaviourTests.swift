import Testing
import Vellum

@MainActor
private final class Events {
  var log = ""
}

/// `onAppear` and `onDisappear` order when a view replaces another.
///
/// Sources: the OpenSwiftUI project's `AppearanceActionModifierCompatibilityTests.idTest`, run
/// against SwiftUI on Apple platforms: a view whose `.id` changes logs "A" (the first view
/// appears), "A" (its replacement appears), then "D" (the first disappears); Apple's
/// documentation of `onAppear(perform:)` and `onDisappear(perform:)`, and of
/// `AnyTransition.identity` ("a transition that returns the input view, unmodified").
@MainActor
@Suite struct LifecycleBehaviourTests {
  private struct Replaced: View {
    let events: Events
    let transition: AnyTransition?
    @State private var generation = 0
    var body: some View {
      VStack {
        Button("Replace") { generation += 1 }
        let marked = Text("Generation \(generation)")
          .onAppear { events.log += "A\(generation)" }
          .onDisappear { events.log += "D" }
        if let transition {
          marked.transition(transition).id(generation)
        } else {
          marked.id(generation)
        }
      }
    }
  }

  @Test func aReplacementAppearsBeforeTheViewItReplacesDisappears() throws {
    let events = Events()
    let host = ViewHost(Replaced(events: events, transition: nil))
    try host.tap("Replace")
    #expect(events.log == "A0A1D")
  }

  @Test func anExplicitDefaultTransitionKeepsThatOrder() throws {
    let events = Events()
    let host = ViewHost(Replaced(events: events, transition: .opacity))
    try host.tap("Replace")
    #expect(events.log == "A0A1D")
  }

  @Test func anIdentityTransitionRemovesTheOldViewFirst() throws {
    let events = Events()
    let host = ViewHost(Replaced(events: events, transition: .identity))
    try host.tap("Replace")
    #expect(events.log == "A0DA1")
  }

  @Test func theOtherBranchOfAnIfAppearsBeforeTheFirstDisappears() throws {
    struct Branches: View {
      let events: Events
      @State private var showsFirst = true
      var body: some View {
        VStack {
          Button("Switch") { showsFirst.toggle() }
          if showsFirst {
            Text("First").onAppear { events.log += "+first" }.onDisappear { events.log += "-first" }
          } else {
            Text("Second").onAppear { events.log += "+second" }.onDisappear {
              events.log += "-second"
            }
          }
        }
      }
    }
    let events = Events()
    let host = ViewHost(Branches(events: events))
    try host.tap("Switch")
    #expect(events.log == "+first+second-first")
  }

  @Test func aRemovedViewWithNothingReplacingItDisappears() throws {
    struct Removed: View {
      let events: Events
      @State private var isShown = true
      var body: some View {
        VStack {
          Button("Hide") { isShown = false }
          if isShown { Text("Here").onDisappear { events.log += "gone" } }
        }
      }
    }
    let events = Events()
    let host = ViewHost(Removed(events: events))
    try host.tap("Hide")
    #expect(events.log == "gone")
  }

  @Test func childrenAppearBeforeTheirParent() {
    struct Nested: View {
      let events: Events
      var body: some View {
        VStack {
          Text("Inner").onAppear { events.log += "inner " }
        }
        .onAppear { events.log += "outer" }
      }
    }
    let events = Events()
    _ = ViewHost(Nested(events: events))
    #expect(events.log == "inner outer")
  }

  @Test func aTaskIsCancelledWhenItsViewDisappears() async throws {
    struct Waiting: View {
      let events: Events
      @State private var isShown = true
      var body: some View {
        VStack {
          Button("Hide") { isShown = false }
          if isShown {
            Text("Waiting").task {
              do {
                try await Task.sleep(for: .seconds(60))
              } catch {
                events.log += "cancelled"
              }
            }
          }
        }
      }
    }
    let events = Events()
    let host = ViewHost(Waiting(events: events))
    try host.tap("Hide")
    await host.settle()
    #expect(events.log == "cancelled")
  }
}
