import Testing

@testable import Vellum

/// The table the graph keeps its per-type caches in.
@Suite struct TypeTableTests {
  private let types: [Any.Type] = [
    Int.self, String.self, Double.self, Bool.self, Int8.self, Int16.self, Int32.self,
    Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self, Float.self,
    [Int].self, [String].self, Set<Int>.self, [Int: String].self, Text.self, Spacer.self,
    Image.self, Divider.self, Optional<Int>.self, (Int, Int).self,
  ]

  /// Past half full the table grows; every type keeps its own value through the growth.
  @Test func everyStoredTypeFindsItsValueAfterTheTableGrows() {
    var table = TypeTable<Int>()
    for (index, type) in types.enumerated() { table[type] = index }
    for (index, type) in types.enumerated() { #expect(table[type] == index, "\(type)") }
    #expect(table[Character.self] == nil)
  }

  @Test func storingAgainReplacesTheValue() {
    var table = TypeTable<String>()
    table[Text.self] = "first"
    table[Text.self] = "second"
    #expect(table[Text.self] == "second")
    #expect(table[Image.self] == nil)
  }
}
