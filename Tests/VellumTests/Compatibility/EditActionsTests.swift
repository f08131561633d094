import Foundation
import Testing
import Vellum

/// Lists over a bound collection with `editActions:` (iOS 16): rows a person deletes or moves
/// change the collection itself, and each row edits its element through its binding (issue 60).
///
/// Source: Apple's documentation of `ForEach.init(_:editActions:content:)` ("Creates an
/// instance that uniquely identifies and creates views across updates based on the identity
/// of the underlying data"; the list lets people delete and move rows as the actions allow)
/// and `EditActions` (`.delete` where the collection is range-replaceable, `.move` where it is
/// mutable, `.all` the ones it supports); WWDC22 "What's new in SwiftUI" (editable lists).
@MainActor
@Suite struct EditActionsTests {
  private struct Reminder: Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  private struct Reminders: View {
    let actions: EditActions<[Reminder]>
    @State private var reminders = [
      Reminder(id: 1, title: "Milk"), Reminder(id: 2, title: "Bread"),
      Reminder(id: 3, title: "Eggs"),
    ]
    var body: some View {
      VStack {
        List($reminders, editActions: actions) { $reminder in
          Toggle(reminder.title, isOn: $reminder.isDone)
        }
        Text(reminders.map { $0.title + ($0.isDone ? "✓" : "") }.joined(separator: ","))
      }
    }
  }

  @Test func deletingAndMovingRowsChangeTheBoundCollection() throws {
    let host = ViewHost(Reminders(actions: .all))
    try host.delete(row: 1)
    #expect(host.root.visibleText.hasSuffix("Milk,Eggs"))
    try host.move(row: 1, to: 0)
    #expect(host.root.visibleText.hasSuffix("Eggs,Milk"))
  }

  @Test func eachRowEditsItsElementThroughItsBinding() throws {
    let host = ViewHost(Reminders(actions: .delete))
    try host.tap("Bread")
    #expect(host.root.visibleText.hasSuffix("Milk,Bread✓,Eggs"))
    try host.delete(row: 0)
    try host.tap("Eggs")
    #expect(host.root.visibleText.hasSuffix("Bread✓,Eggs✓"))
  }

  @Test func onlyTheActionsAskedForAreOffered() throws {
    let deletes = ViewHost(Reminders(actions: .delete))
    #expect(throws: InteractionError.self) { try deletes.move(row: 0, to: 2) }
    let moves = ViewHost(Reminders(actions: .move))
    #expect(throws: InteractionError.self) { try moves.delete(row: 0) }
    try moves.move(row: 0, to: 2)
    #expect(moves.root.visibleText.hasSuffix("Bread,Eggs,Milk"))
  }

  @Test func rowsKeepTheirIdentityAcrossAnEdit() throws {
    let host = ViewHost(Reminders(actions: .all))
    let before = host.render(.tree)
    try host.delete(row: 0)
    let after = host.render(.tree)
    #expect(before.contains("[id: 2]") && after.contains("[id: 2]") && !after.contains("[id: 1]"))
  }

  /// A fixed-size mutable collection: rows can move but not be deleted.
  private struct Podium: MutableCollection, RandomAccessCollection {
    var places = ["Gold", "Silver", "Bronze"]
    var startIndex: Int { 0 }
    var endIndex: Int { 3 }
    subscript(position: Int) -> String {
      get { places[position] }
      set { places[position] = newValue }
    }
  }

  @Test func whatAllMeansDependsOnWhatTheCollectionCanDo() {
    #expect(EditActions<[Int]>.all == [.move, .delete])
    #expect(EditActions<Podium>.all == .move)
    #expect(EditActions<[Int]>(rawValue: 2) == .delete)
  }

  @Test func aMutableCollectionMovesItsElementsInPlace() throws {
    struct Ranking: View {
      @State private var podium = Podium()
      var body: some View {
        VStack {
          List($podium, id: \.self, editActions: .all) { $place in Text(place) }
          Text(podium.places.joined(separator: ","))
        }
      }
    }
    let host = ViewHost(Ranking())
    try host.move(row: 2, to: 0)
    #expect(host.root.visibleText.hasSuffix("Bronze,Gold,Silver"))
    #expect(throws: InteractionError.self) { try host.delete(row: 0) }
  }

  @Test func aForEachInsideAListTakesTheSameActions() throws {
    struct Names: View {
      @State private var names = ["Ada", "Grace", "Linus"]
      var body: some View {
        List {
          Section("People") {
            ForEach($names, id: \.self, editActions: .delete) { $name in Text(name) }
          }
        }
        Text(names.joined(separator: ","))
      }
    }
    let host = ViewHost(Names())
    try host.delete(row: 2, in: "People")
    #expect(host.root.visibleText.hasSuffix("Ada,Grace"))
  }
}
