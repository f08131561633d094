import Testing

@testable import Vellum

/// The list that keeps its first element inline (a key's interpolated values, a row's button)
/// keeps every element in order, counts them and forgets them all.
@Suite struct InlineFirstArrayTests {
  @Test func keepsElementsInOrderPastTheFirst() {
    var list = InlineFirstArray<String>()
    #expect(list.isEmpty && list.count == 0 && Array(list).isEmpty)
    list.append("a")
    #expect(!list.isEmpty && list.count == 1 && Array(list) == ["a"])
    list.append("b")
    list.append("c")
    #expect(list.count == 3 && Array(list) == ["a", "b", "c"])
    list.removeAll()
    #expect(list.isEmpty && Array(list).isEmpty)
    list.append("d")
    #expect(Array(list) == ["d"])
    for letter in ["e", "f"] { list.append(letter) }
    list.removeAll(keepingCapacity: true)
    list.append("g")
    list.append("h")
    #expect(list.count == 2 && Array(list) == ["g", "h"])
  }

  /// Draining hands every element over in order and leaves the list empty and reusable.
  @Test func drainingHandsOverEveryElementInOrderAndEmptiesTheList() {
    var list = InlineFirstArray<String>()
    var handed: [String] = []
    list.drain { handed.append($0) }
    #expect(handed.isEmpty && list.isEmpty)
    for letter in ["a", "b", "c"] { list.append(letter) }
    list.drain(keepingCapacity: true) { handed.append($0) }
    #expect(handed == ["a", "b", "c"] && list.isEmpty && list.count == 0)
    list.append("d")
    list.drain { handed.append($0) }
    #expect(handed == ["a", "b", "c", "d"] && Array(list).isEmpty)
  }

  @Test func listsOfTheSameElementsInTheSameOrderAreEqual() {
    var one = InlineFirstArray<Int>()
    var other = InlineFirstArray<Int>()
    for value in [1, 2, 3] {
      one.append(value)
      other.append(value)
    }
    #expect(one == other)
    other.removeAll()
    for value in [1, 3, 2] { other.append(value) }
    #expect(one != other)
  }

  /// A key of two interpolated values keeps both, in order, for its string-table format.
  @Test func aKeyKeepsEveryInterpolatedValueInOrder() {
    let key: LocalizedStringKey = "\(3) of \("Ada")'s \(2.5)"
    #expect(key.arguments == [.integer(3), .string("Ada"), .number(2.5)])
    #expect(key.key == "%lld of %@'s %lf")
  }
}
