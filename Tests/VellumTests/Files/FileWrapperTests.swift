import Foundation
import Testing
import Vellum

/// Foundation's `FileWrapper`, which Linux's Foundation lacks (issue 60): documents read and
/// write through it. Source: Apple's documentation of `FileWrapper`
/// (`init(regularFileWithContents:)`, `init(directoryWithFileWrappers:)`,
/// `addRegularFile(withContents:preferredFilename:)`, `write(to:options:originalContentsURL:)`).
@Suite struct FileWrapperTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("vellum-wrapper-\(UUID().uuidString)")

  @Test func aDirectoryRoundTripsThroughDisk() throws {
    let package = FileWrapper(directoryWithFileWrappers: [
      "notes.txt": FileWrapper(regularFileWithContents: Data("hello".utf8))
    ])
    let second = package.addRegularFile(
      withContents: Data("again".utf8), preferredFilename: "notes.txt")
    #expect(second == "notes 2.txt")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Doc.bundle")
    try package.write(to: url, options: .withNameUpdating, originalContentsURL: nil)
    #expect(package.filename == "Doc.bundle")

    let read = try FileWrapper(url: url)
    #expect(read.isDirectory && !read.isRegularFile)
    #expect(read.fileWrappers?.keys.sorted() == ["notes 2.txt", "notes.txt"])
    #expect(read.fileWrappers?["notes 2.txt"]?.regularFileContents == Data("again".utf8))
    #expect(read.matchesContents(of: url))
    let child = try #require(read.fileWrappers?["notes.txt"])
    #expect(read.keyForChildFileWrapper(child) == "notes.txt")
    read.removeFileWrapper(child)
    #expect(read.fileWrappers?.count == 1)
    #expect(!read.matchesContents(of: url))
  }

  @Test func readingWhatIsNotThereFails() {
    #expect(throws: CocoaError.self) {
      try FileWrapper(url: folder.appendingPathComponent("missing.txt"))
    }
  }
}
