import Foundation
import Testing
import Vellum
import VellumTesting

private struct Dish: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var notes = "secret sauce"
}

private struct Menu: View {
  @State var dishes = [Dish(name: "Tacos"), Dish(name: "Ramen")]
  @State var chosen: Dish?

  var body: some View {
    List {
      ForEach(dishes) { dish in
        Button(dish.name) { chosen = dish }.tag(dish)
      }
    }
    .toolbar {
      Button("Rotate") { dishes.append(dishes.removeFirst()) }
    }
  }
}

/// Renderings and patches of rows keyed by `UUID()` are the same in every run: the key is shown
/// by kind with the row's label, and a model by its type and id, never its contents.
@MainActor
@Suite struct StableTextTests {
  /// The tree and the patches of a rotation, from a fresh host with fresh ids.
  private func run() throws -> String {
    let host = ViewHost(Menu())
    let tree = host.render(.tree)
    try host.tap("Rotate")
    return tree + host.render(.patches)
  }

  @Test func twoRunsWithFreshUUIDsWriteTheSameText() throws {
    let first = try run()
    #expect(first == (try run()))
    #expect(first.contains(#"Button [id: UUID "Tacos"]"#))
    #expect(first.contains(#"move    List/Button[id: UUID "Ramen"]  before [id: UUID]"#))
    #expect(first.contains("tag: Dish(id: UUID)"))
    #expect(!first.contains("secret sauce"))
  }

  /// Recorded once; every later run, in a fresh process with fresh UUIDs, must match it byte
  /// for byte.
  @Test func aStoryboardOverUUIDModelsIsTheSameInEveryProcess() async {
    await assertSnapshots(of: ViewHost(Menu()), steps: [.tap("Rotate"), .tap("Ramen")])
  }
}
