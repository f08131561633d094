import Foundation
import Testing
import Vellum
import VellumHotPaths

private struct Sample {
  var flag: Bool
  var count: Int
  var name: String
  var object: NSObject?
  var action: () -> Void
  var nested: Inner
}

private struct Inner {
  var value: Double
}

private enum Choice { case one, two }

/// Pins each assumption `RuntimeLayout` makes about the runtime's metadata, so a toolchain or
/// platform that breaks one fails here rather than in a view comparison.
@MainActor
@Suite struct RuntimeLayoutTests {
  @Test func fieldsComeInDeclarationOrderAtTheirMemoryLayoutOffsets() throws {
    let fields = try #require(RuntimeLayout.storedFields(of: Sample.self))
    let offsets: [Int?] = [
      MemoryLayout<Sample>.offset(of: \.flag), MemoryLayout<Sample>.offset(of: \.count),
      MemoryLayout<Sample>.offset(of: \.name), MemoryLayout<Sample>.offset(of: \.object),
      MemoryLayout<Sample>.offset(of: \.action), MemoryLayout<Sample>.offset(of: \.nested),
    ]
    // `MemoryLayout.offset(of:)` gives no offset for a closure property; every one it gives
    // must match, and the offsets must increase.
    #expect(fields.count == offsets.count)
    for (field, offset) in zip(fields, offsets) where offset != nil {
      #expect(field.offset == offset)
    }
    #expect(fields.map(\.offset) == fields.map(\.offset).sorted())
    #expect(
      fields.map { "\($0.type)" } == [
        "Bool", "Int", "String", "Optional<NSObject>", "() -> ()", "Inner",
      ])
  }

  @Test func kindsAreReadFromTheMetadata() throws {
    let fields = try #require(RuntimeLayout.storedFields(of: Sample.self))
    #expect(fields.map(\.kind) == [.struct, .struct, .struct, .optional, .function, .struct])
    #expect(RuntimeLayout.isStruct(Sample.self))
    #expect(!RuntimeLayout.isStruct(Choice.self))
    #expect(!RuntimeLayout.isStruct(NSObject.self))
    #expect(!RuntimeLayout.isStruct((Int, Int).self))
    #expect(RuntimeLayout.storedFields(of: Choice.self) == nil)
  }

  @Test func plainDataAndSizesAreTheRuntimes() {
    #expect(RuntimeLayout.isPlainData(Int.self))
    #expect(RuntimeLayout.isPlainData(Inner.self))
    #expect(!RuntimeLayout.isPlainData(String.self))
    #expect(RuntimeLayout.size(of: Sample.self) == MemoryLayout<Sample>.size)
  }
}
