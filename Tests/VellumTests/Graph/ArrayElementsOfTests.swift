import Testing

@testable import Vellum

/// The copy a `ForEach`'s data goes through on each update keeps every element in order,
/// whatever the collection.
@Suite struct ArrayElementsOfTests {
  @Test func copiesArraysRangesAndOtherCollectionsInOrder() {
    #expect([Int](elementsOf: [3, 1, 2]) == [3, 1, 2])
    #expect([Int](elementsOf: 2..<6) == [2, 3, 4, 5])
    #expect([Int](elementsOf: 2...4) == [2, 3, 4])
    #expect([Int](elementsOf: 5..<5).isEmpty)
    #expect([Int](elementsOf: [1, 2, 3].reversed()) == [3, 2, 1])
    #expect([Character](elementsOf: "abc") == ["a", "b", "c"])
    #expect([Int8](elementsOf: Int8(1)..<Int8(3)) == [1, 2])
  }
}
