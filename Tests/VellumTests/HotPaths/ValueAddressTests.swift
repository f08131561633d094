import Testing
import VellumHotPaths

/// `ValueAddress`'s contract: parts of a value read in place at their offsets, with every
/// offset, size and alignment checked in debug builds; tuple offsets as Swift lays them out;
/// the unchecked casts and closure identity the graph relies on.
@Suite struct ValueAddressTests {
  struct Pair {
    var flag: UInt8
    var count: Int
    var name: String
  }

  @Test func partsOfAValueAreReadAtTheirOffsets() {
    let pair = Pair(flag: 3, count: 42, name: "forty-two")
    withAddress(of: pair) { address in
      #expect(address.load(as: UInt8.self) == 3)
      let count = MemoryLayout<Pair>.offset(of: \.count)!
      #expect(address.advanced(by: count).load(as: Int.self) == 42)
      let name = MemoryLayout<Pair>.offset(of: \.name)!
      #expect(address.advanced(by: name).withValue(as: String.self) { $0 } == "forty-two")
    }
  }

  @Test func bytesOfTwoValuesCompare() {
    var left = (1, 2)
    #expect(withAddresses(of: &left, and: (1, 2)) { $0.bytesEqual($1, count: 16) })
    #expect(!withAddresses(of: &left, and: (1, 3)) { $0.bytesEqual($1, count: 16) })
  }

  @Test func aWritableAddressChangesItsVariableInPlace() {
    var pair = Pair(flag: 3, count: 42, name: "forty-two")
    let name = MemoryLayout<Pair>.offset(of: \.name)!
    withWritableAddress(of: &pair) { $0.advanced(by: name).modify(as: String.self) { $0 = "six" } }
    #expect(pair.name == "six")
    #expect(pair.count == 42)
  }

  @Test func writingThroughAReadOnlyAddressTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      withAddress(of: 7) { $0.modify(as: Int.self) { $0 = 8 } }
    }
  }

  @Test func anOffsetPastTheValueTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      withAddress(of: 7) { _ = $0.advanced(by: 9) }
    }
  }

  @Test func aValueTooLargeForWhatIsLeftTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      withAddress(of: UInt32(7)) { _ = $0.load(as: Int.self) }
    }
  }

  @Test func aMisalignedReadTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      withAddress(of: (0, 0)) { _ = $0.advanced(by: 1).load(as: UInt32.self) }
    }
  }

  /// The rule `TupleLayout` states, checked against real tuples' elements.
  @Test func tupleElementsLieWhereTupleLayoutSays() {
    let tuple = (UInt8(1), Int64(2), UInt16(3), "four", UInt8(5))
    var end = 0
    let offsets = [
      TupleLayout.offset(of: UInt8.self, after: &end),
      TupleLayout.offset(of: Int64.self, after: &end),
      TupleLayout.offset(of: UInt16.self, after: &end),
      TupleLayout.offset(of: String.self, after: &end),
      TupleLayout.offset(of: UInt8.self, after: &end),
    ]
    #expect(end == MemoryLayout.size(ofValue: tuple))
    withAddress(of: tuple) { address in
      #expect(address.advanced(by: offsets[0]).load(as: UInt8.self) == 1)
      #expect(address.advanced(by: offsets[1]).load(as: Int64.self) == 2)
      #expect(address.advanced(by: offsets[2]).load(as: UInt16.self) == 3)
      #expect(address.advanced(by: offsets[3]).load(as: String.self) == "four")
      #expect(address.advanced(by: offsets[4]).load(as: UInt8.self) == 5)
    }
  }

  @Test func anUncheckedCastKeepsTheValue() {
    func asInt<T>(_ value: T) -> Int { uncheckedCast(value, to: Int.self) }
    #expect(asInt(7) == 7)
  }

  @Test func anUncheckedCastToAnotherTypeTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      _ = uncheckedCast(UInt(7), to: Int.self)
    }
  }

  /// Closures as a `ForEach` keeps its content: formed where a generic function type is
  /// expected, so not wrapped in a thunk that would carry a context of its own.
  @Test func closuresAreTheSameFunctionOnlyWhenTheyCaptureNothing() {
    func same<T>(_ f: @escaping (T) -> T, _ g: @escaping (T) -> T) -> Bool {
      areSameFunctionWithoutContext(f, g)
    }
    func twice<T>(_ f: @escaping (T) -> T) -> Bool { same(f, f) }
    #expect(twice { (x: Int) in x + 1 })
    var captured = 1
    #expect(!twice { (x: Int) in x + captured })
    captured += 1
    #expect(!same({ (x: Int) in x + 1 }, { (x: Int) in x + 2 }))
  }

  @Test func aSlotHoldsOneValueAtATime() {
    let slot = ValueSlot<[Int]>()
    let emptyAtFirst = slot.isFull
    slot.fill(with: [1])
    slot.fill(with: [2, 3])
    let count = slot.withValue { $0.count }
    slot.empty()
    let emptyAtLast = slot.isFull
    #expect(!emptyAtFirst && count == 2 && !emptyAtLast)
  }

  @Test func readingAnEmptySlotTraps() async {
    await #expect(processExitsWith: .failure) {
      let slot = ValueSlot<Int>()
      _ = slot.withValue { $0 }
    }
  }
}
