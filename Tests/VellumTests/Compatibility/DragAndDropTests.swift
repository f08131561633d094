import Foundation
import Testing
import Vellum

/// Dragging `Transferable` values between views and dropping them (issue 60). Source: Apple's
/// documentation of `draggable(_:)` ("activates this view as the source of a drag and drop
/// operation"), `dropDestination(for:action:isTargeted:)` ("the action… returns true if the
/// drop operation was successful"; `isTargeted` is "called when the drop operation enters or
/// exits the drop target area") and WWDC22 "Meet Transferable".
@MainActor
@Suite struct DragAndDropTests {
  struct Card: Transferable {
    let title: String
  }

  private struct Board: View {
    @State private var todo = ["Buy milk", "Call Ana"]
    @State private var done: [String] = []
    @State private var targeted: [Bool] = []

    var body: some View {
      VStack {
        ForEach(todo, id: \.self) { task in
          Text(task).draggable(task)
        }
        Text("Done: \(done.joined(separator: ", ")), targeted: \(targeted)")
          .dropDestination(for: String.self) { tasks, _ in
            todo.removeAll { tasks.contains($0) }
            done += tasks
            return true
          } isTargeted: {
            targeted.append($0)
          }
        Text("Links").dropDestination(for: URL.self) { _, _ in false }
        Text("Cards").dropDestination(for: Card.self) { _, _ in true }
      }
    }
  }

  @Test func aDraggedValueLandsOnTheDestination() throws {
    let host = ViewHost(Board())
    #expect(try host.drop("Buy milk", onto: "Done: , targeted: []"))
    let text = host.root.visibleText
    #expect(text.contains("Done: Buy milk, targeted: [true, false]"), "\(text)")
    #expect(!text.hasPrefix("Buy milk"))
  }

  @Test func textFromAnotherAppIsConvertedToTheDestinationsType() throws {
    let host = ViewHost(Board())
    #expect(try host.drop(items: ["Walk dog"], onto: "Done: , targeted: []"))
    #expect(host.root.visibleText.contains("Done: Walk dog"))
    // The links destination's action declines: the drop is not taken.
    #expect(try host.drop(items: ["https://example.com"], onto: "Links") == false)
  }

  @Test func aDropOfTheWrongTypeIsRefused() throws {
    let host = ViewHost(Board())
    let error = #expect(throws: InteractionError.self) {
      try host.drop("Call Ana", onto: "Cards")
    }
    #expect(error?.kind == .dropRefused(#"it takes Card, and "Call Ana" is not one"#))
    let missing = #expect(throws: InteractionError.self) {
      try host.drop("Nothing", onto: "Links")
    }
    #expect(missing?.kind == .notFound)
  }
}
