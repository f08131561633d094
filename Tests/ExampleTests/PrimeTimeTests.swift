import Testing
import Vellum
import VellumTesting

@testable import PrimeTimeExample

@MainActor
@Suite struct PrimeTimeTests {
  @Test func everyScreenAsTextAndHTML() throws {
    let state = AppState()
    let host = ViewHost(PrimeTimeExample.app(state: state))
    assertSnapshot(of: host, as: .text, named: "root")
    assertSnapshot(of: host, as: .html, named: "root")
    try host.tap("Counter demo")
    state.count = 7
    assertSnapshot(of: host, as: .text, named: "counter")
    assertSnapshot(of: host, as: .html, named: "counter")
    try host.tap("Is this prime?")
    assertSnapshot(of: host, as: .text, named: "is-prime")
    assertSnapshot(of: host, as: .html, named: "is-prime")
    try host.dismiss()
    try host.back()
    state.favoritePrimes = [2, 3, 5, 7]
    try host.tap("Favorite primes")
    assertSnapshot(of: host, as: .text, named: "favorites")
    assertSnapshot(of: host, as: .html, named: "favorites")
  }

  @Test func theWholeFlowFromCountingToDeletingAFavorite() async {
    let state = AppState()
    await assertSnapshots(
      of: ViewHost(PrimeTimeExample.app(state: state)),
      steps: [
        .tap("Counter demo"), .tap("+"), .tap("+"), .tap("+"), .tap("+"), .tap("+"), .tap("+"),
        .tap("+"), .tap("Is this prime?"), .tap("Save to favorite primes"), .dismiss,
        .tap("What is the 7th prime?"), .settle, .tap("OK"), .back, .tap("Favorite primes"),
        .delete(row: 0, in: "Favorite Primes"),
      ])
    #expect(state.count == 7)
    #expect(state.favoritePrimes.isEmpty)
  }

  @Test func theNthPrimeComesFromTheInjectedClient() async throws {
    let host = ViewHost(
      PrimeTimeExample.app(state: AppState(count: 3), client: NthPrimeClient { _ in 1_000_003 }))
    try host.tap("Counter demo")
    try host.tap("What is the 3rd prime?")
    await host.settle()
    #expect(host.root.visibleText.contains("The 3rd prime is 1000003"))
  }

  @Test func primesAndOrdinals() {
    #expect((0...20).filter(isPrime) == [2, 3, 5, 7, 11, 13, 17, 19])
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 111].map(ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th",
      ])
  }
}
