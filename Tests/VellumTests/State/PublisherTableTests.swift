import Testing

@testable import Vellum

/// The publishers of objects that use the default `objectWillChange` are kept in one table,
/// which drops the entries of freed objects now and then. It did so at every new object once
/// it held 64, so each `@StateObject` mount cost time in proportion to the objects alive
/// (mounting the 8,000th host took 20 times as long as the first). Sweeps are now spaced out
/// as the table grows: a constant cost a new object.
@MainActor
@Suite struct PublisherTableTests {
  private final class Model: ObservableObject {
    @Published var count = 0
  }

  @Test func sweepsAreSpacedOutAsTheTableGrows() {
    let before = PublisherTable.shared.sweeps
    let live = (0..<4_000).map { _ in Model() }
    for model in live { _ = model.objectWillChange }
    // About one sweep each time the live count doubles past 64 (seven for 4,000 objects; a
    // sweep at every new object made almost 4,000).
    #expect(PublisherTable.shared.sweeps - before <= 20)
    // The publisher stays the object's own.
    #expect(live[0].objectWillChange === live[0].objectWillChange)
  }
}
