import Testing
import VellumHotPaths

/// `UncheckedFields`' contract: fields read and written in place, accesses to different fields
/// may overlap, and (in debug builds, which the tests are) an access that overlaps a write of
/// the same field traps.
@Suite struct UncheckedFieldsTests {
  final class Record: UncheckedFields<Record.Fields> {
    struct Fields {
      var count = 0
      var names: [String] = []
    }

    init() { super.init(fields: Fields()) }

    var count: Int {
      _read { yield self[fields: \.count].count }
      _modify { yield &self[fields: \.count].count }
    }
    var names: [String] {
      _read { yield self[fields: \.names].names }
      _modify { yield &self[fields: \.names].names }
    }
    /// `names`, handed `inout` only to be read.
    var namesReadInPlace: [String] {
      _read { yield self[fields: \.names].names }
      _modify { yield &self[fields: \.names, readInPlace: true].names }
    }
  }

  private static func append(_ name: String, to names: inout [String], _ after: () -> Void) {
    names.append(name)
    after()
  }

  private static func read(_ names: inout [String], _ body: () -> Void) -> Int {
    body()
    return names.count
  }

  @Test func fieldsAreReadAndWrittenInPlace() {
    let record = Record()
    record.count += 2
    record.names.append("a")
    record.names.append("b")
    #expect(record.count == 2)
    #expect(record.names == ["a", "b"])
  }

  @Test func aWriteOfOneFieldMayOverlapAccessesToAnother() {
    let record = Record()
    Self.append("a", to: &record.names) { record.count += 1 }
    #expect(record.names == ["a"])
    #expect(record.count == 1)
    #expect(record.accesses.writesInProgress == 0)
  }

  @Test func aFieldReadInPlaceMayBeReadAgainMeanwhile() {
    let record = Record()
    record.names = ["a"]
    let count = Self.read(&record.namesReadInPlace) { #expect(record.names == ["a"]) }
    #expect(count == 1)
  }

  @Test func aReadDuringAWriteOfTheSameFieldTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      let record = Record()
      UncheckedFieldsTests.append("a", to: &record.names) { _ = record.names.count }
    }
  }

  @Test func aWriteDuringAWriteOfTheSameFieldTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      let record = Record()
      UncheckedFieldsTests.append("a", to: &record.names) { record.names = [] }
    }
  }

  @Test func aCellHoldsOneValue() {
    let cell = UncheckedCell([1, 2])
    cell.value.append(3)
    #expect(cell.value == [1, 2, 3])
  }
}
