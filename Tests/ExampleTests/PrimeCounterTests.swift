import Foundation
import Testing
import Vellum

@testable import PrimeTimeExample

@MainActor
@Suite struct PrimeCounterTests {
  @Test func plusAndMinusChangeTheCountShown() throws {
    let state = AppState()
    let host = ViewHost(CounterView(state: state))
    try host.tap("+")
    try host.tap("+")
    try host.tap("+")
    try host.tap("-")
    #expect(state.count == 2)
    #expect(host.root.visibleText.hasPrefix("- 2 +"))
  }

  @Test func aChangeMadeOutsideTheViewIsShownAtTheNextRender() {
    let state = AppState()
    let host = ViewHost(CounterView(state: state))
    state.count = 41
    #expect(host.root.visibleText.hasPrefix("- 41 +"))
  }

  @Test func deletingAFavoriteRemovesItsRow() throws {
    let state = AppState()
    state.favoritePrimes = [2, 3, 5, 7]
    let host = ViewHost(FavoritePrimes(state: state))
    try host.delete(row: 1, in: "Favorite Primes")
    #expect(state.favoritePrimes == [2, 5, 7])
    #expect(
      host.render(.tree) == """
        List navigationTitle: "Favorite Primes"
          Text [id: 2] text: "2"
          Text [id: 5] text: "5"
          Text [id: 7] text: "7"

        """)
    try host.delete(row: 0)
    #expect(host.root.visibleText == "5 7")
  }

  @Test func deletingARowOutsideTheListNamesTheRowCount() {
    let state = AppState()
    state.favoritePrimes = [2]
    let host = ViewHost(FavoritePrimes(state: state))
    #expect(throws: InteractionError.self) { try host.delete(row: 3) }
    #expect {
      try host.delete(row: 3)
    } throws: { error in
      "\(error)".contains("row 3 \"\": there are only 1")
    }
  }

  @Test func moveAndRemoveAtOffsetsFollowListSemantics() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: [0], toOffset: 3)
    #expect(letters == ["b", "c", "a", "d"])
    letters.move(fromOffsets: [3], toOffset: 0)
    #expect(letters == ["d", "b", "c", "a"])
    letters.remove(atOffsets: [0, 2])
    #expect(letters == ["b", "a"])
  }
}
