import Foundation
import Observation
import Testing

@testable import Vellum

@Observable private final class Draft {
  var title = "Untitled"
}

private struct NoteApp: App {
  var body: some Scene {
    WindowGroup("Note", id: "note", for: Int.self) { $note in
      Text("Note \(note)")
    } defaultValue: {
      3
    }
    WindowGroup(id: "viewer", for: Int.self) { $note in Text("Viewer \(note ?? 0)") }
      .handlesExternalEvents(matching: ["viewer"])
  }
}

private struct TitledNoteApp: App {
  var body: some Scene {
    WindowGroup("Note", for: Int.self) { $note in
      Text("Titled \(note)")
    } defaultValue: {
      5
    }
  }
}

private struct IdentifiedNoteApp: App {
  var body: some Scene {
    WindowGroup(id: "note", for: Int.self) { $note in
      Text("Identified \(note)")
    } defaultValue: {
      9
    }
    WindowGroup("Reader", id: "reader", for: Int.self) { $note in Text("Reader \(note ?? 0)") }
  }
}

/// Initializers SwiftUI documents that real files call.
///
/// Sources: Apple's documentation of `WindowGroup`'s presenting forms (`init(_:id:for:content:
/// defaultValue:)` and the rest: the first window presents the default value, or `nil`),
/// `Spring.init(settlingDuration:dampingRatio:epsilon:)`, `Bindable.init(projectedValue:)` and
/// `GestureStateGesture.init(base:state:body:)`.
@MainActor @Suite struct DocumentedInitializerTests {
  @Test func windowGroupsPresentingValuesStartFromTheirDefaults() {
    #expect(ViewHost(app: NoteApp()).root.visibleText == "Note 3")
    #expect(ViewHost(app: TitledNoteApp()).root.visibleText == "Titled 5")
    #expect(ViewHost(app: IdentifiedNoteApp()).root.visibleText == "Identified 9")
  }

  @Test func aSpringBySettlingDurationSettlesThen() {
    let spring = Spring(settlingDuration: 0.8, dampingRatio: 0.6)
    #expect(abs(spring.settlingDuration - 0.8) < 1e-9)
    #expect(abs(spring.dampingRatio - 0.6) < 1e-9)
    let loose = Spring(settlingDuration: 0.8, dampingRatio: 0.6, epsilon: 0.01)
    #expect(loose.response > spring.response, "a looser epsilon is reached sooner")
  }

  @Test func aBindableFromAProjectedValueBindsTheSameObject() {
    let draft = Draft()
    let outer = Bindable(draft)
    let inner = Bindable(projectedValue: outer.projectedValue)
    inner.title.wrappedValue = "Shopping"
    #expect(draft.title == "Shopping" && inner.wrappedValue === draft)
  }

  @Test func aGestureStateGestureMadeDirectlyUpdatesItsState() throws {
    struct Knob: View {
      @GestureState var pressing = false
      @State var presses = 0
      var body: some View {
        Text("Knob \(presses)")
          .gesture(
            GestureStateGesture(base: TapGesture(), state: $pressing) { _, pressing, _ in
              pressing = true
            }.onEnded { presses += 1 })
      }
    }
    let host = ViewHost(Knob())
    try host.tap("Knob 0")
    #expect(host.root.visibleText == "Knob 1")
  }

  /// `AnyGradient.init(_:)` (iOS 16): a gradient's stops as the style a color's `gradient`
  /// is, filling from the top; `UnitPoint.init()` is the origin.
  @Test func aGradientOfStopsFillsFromTopToBottom() {
    let stops = Gradient(colors: [.mint, .teal])
    let erased = ViewHost(Rectangle().fill(AnyGradient(stops)))
    let linear = ViewHost(
      Rectangle().fill(LinearGradient(gradient: stops, startPoint: .top, endPoint: .bottom)))
    #expect(erased.render(.tree) == linear.render(.tree))
    #expect(erased.render(.html) == linear.render(.html))
    #expect(UnitPoint() == .topLeading)
    #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }
}
