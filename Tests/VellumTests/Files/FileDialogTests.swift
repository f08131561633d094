import Foundation
import Testing
import Vellum

/// The file importer, exporter and mover (issue 60): each presents the document browser as a
/// sheet, and ends with the files a person chooses (`host.chooseFiles`) or cancelled. Source:
/// Apple's documentation of `fileImporter(isPresented:allowedContentTypes:onCompletion:)`,
/// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` and
/// `fileMover(isPresented:file:onCompletion:)`: "When the operation is finished, `isPresented`
/// will be set to `false` before `onCompletion` is called. If the user cancels the operation,
/// `isPresented` will be set to `false` and `onCompletion` will not be called."
@MainActor
@Suite struct FileDialogTests {
  /// A scratch folder of the test's own.
  private let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("vellum-files-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  private struct Importer: View {
    let multiple: Bool
    @State private var isImporting = false
    @State private var status = "Nothing"

    var body: some View {
      VStack {
        Text(status)
        Button("Import") { isImporting = true }
      }
      .fileImporter(
        isPresented: $isImporting, allowedContentTypes: [.plainText, .commaSeparatedText],
        allowsMultipleSelection: multiple,
        onCompletion: { result in
          let names = (try? result.get())?.map(\.lastPathComponent) ?? []
          status = "Got \(names.joined(separator: ", ")), shown: \(isImporting)"
        },
        onCancellation: { status = "Cancelled, shown: \(isImporting)" })
    }
  }

  @Test func anImporterPresentsTheDocumentBrowserAndReportsTheChosenFile() throws {
    let host = ViewHost(Importer(multiple: false))
    try host.tap("Import")
    let text = host.render(.text)
    for part in [
      "Browse", "Cancel", "Open", "Allowed Types", "plain text", "comma-separated values",
    ] {
      #expect(text.contains(part), "\(part) in\n\(text)")
    }
    try host.chooseFiles([folder.appendingPathComponent("notes.txt")])
    // The binding was reset before the completion ran, and the sheet is gone.
    #expect(host.render(.text).contains("Got notes.txt, shown: false"))
    #expect(!host.render(.text).contains("Allowed Types"))
  }

  @Test func anImporterRefusesFilesItDoesNotAllow() throws {
    let host = ViewHost(Importer(multiple: false))
    try host.tap("Import")
    let wrongType = #expect(throws: InteractionError.self) {
      try host.chooseFiles([URL(fileURLWithPath: "/tmp/photo.png")])
    }
    #expect(
      wrongType?.kind
        == .filesRefused(
          "photo.png is PNG image, not one of the allowed types (plain text, "
            + "comma-separated values)"))
    let tooMany = #expect(throws: InteractionError.self) {
      try host.chooseFiles([URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.csv")])
    }
    #expect(tooMany?.kind == .filesRefused("the importer takes one file, and 2 were chosen"))
    // Nothing happened: the dialog is still up.
    #expect(host.render(.text).contains("Allowed Types"))
  }

  @Test func aMultipleImporterTakesSeveralFiles() throws {
    let host = ViewHost(Importer(multiple: true))
    try host.tap("Import")
    try host.chooseFiles([URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.csv")])
    #expect(host.render(.text).contains("Got a.txt, b.csv, shown: false"))
  }

  @Test func cancellingResetsTheBindingThenCallsOnCancellation() throws {
    let host = ViewHost(Importer(multiple: false))
    try host.tap("Import")
    try host.tap("Cancel")
    #expect(host.render(.text).contains("Cancelled, shown: false"))
    try host.tap("Import")
    try host.dismiss()
    #expect(host.render(.text).contains("Cancelled, shown: false"))
  }

  @Test func chooseFilesWithNoDialogUpSaysSo() {
    let host = ViewHost(Importer(multiple: false))
    let error = #expect(throws: InteractionError.self) {
      try host.chooseFiles([URL(fileURLWithPath: "/tmp/a.txt")])
    }
    #expect(error?.kind == .notFound)
    #expect(
      error?.description.hasPrefix("choose files \"a.txt\": nothing on screen matches") == true)
  }

  struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
      text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  private struct Exporter: View {
    @State private var isExporting = false
    @State private var status = "Nothing"
    let document: TextDocument?

    var body: some View {
      VStack {
        Text(status)
        Button("Export") { isExporting = true }
      }
      .fileExporter(
        isPresented: $isExporting, document: document, contentType: .plainText,
        defaultFilename: "Notes"
      ) { result in
        switch result {
        case .success(let url): status = "Saved \(url.lastPathComponent), shown: \(isExporting)"
        case .failure(let error): status = "Failed: \(error)"
        }
      }
    }
  }

  @Test func anExporterWritesTheDocumentIntoTheChosenFolder() throws {
    let host = ViewHost(Exporter(document: TextDocument(text: "Buy milk")))
    try host.tap("Export")
    #expect(host.render(.text).contains("Notes.txt"), "\(host.render(.text))")
    try host.chooseFiles([folder])
    #expect(host.render(.text).contains("Saved Notes.txt, shown: false"))
    let saved = try String(contentsOf: folder.appendingPathComponent("Notes.txt"), encoding: .utf8)
    #expect(saved == "Buy milk")
  }

  @Test func anExporterWithNoDocumentIsNotPresented() throws {
    let host = ViewHost(Exporter(document: nil))
    try host.tap("Export")
    #expect(!host.render(.text).contains("Cancel"))
  }

  @Test func anExporterSavesOnlyIntoOneExistingFolder() throws {
    let host = ViewHost(Exporter(document: TextDocument(text: "x")))
    try host.tap("Export")
    let error = #expect(throws: InteractionError.self) {
      try host.chooseFiles([self.folder.appendingPathComponent("missing")])
    }
    #expect(error?.kind == .filesRefused("choose one existing folder to put the files in"))
  }

  private final class Drawing: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    var strokes: [Int]
    init(strokes: [Int]) { self.strokes = strokes }
    init(configuration: ReadConfiguration) throws {
      strokes = try JSONDecoder().decode(
        [Int].self, from: configuration.file.regularFileContents ?? Data())
    }
    func snapshot(contentType: UTType) throws -> [Int] { strokes }
    func fileWrapper(snapshot: [Int], configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
  }

  @Test func referenceDocumentsAndItemsAreWrittenAsTheirTypes() throws {
    let drawing = Drawing(strokes: [1, 2])
    var saved: [URL] = []
    let view = Text("Editor")
      .fileExporter(
        isPresented: .constant(true), documents: [drawing, drawing],
        onCompletion: { saved = (try? $0.get()) ?? [] })
    let host = ViewHost(view)
    try host.chooseFiles([folder])
    #expect(saved.map(\.lastPathComponent) == ["Untitled.json", "Untitled 2.json"])
    #expect(try Data(contentsOf: saved[1]) == Data("[1,2]".utf8))

    var item: URL?
    let itemHost = ViewHost(
      Text("Report").fileExporter(
        isPresented: .constant(true), item: "Total: 3", defaultFilename: "Report",
        onCompletion: { item = try? $0.get() }))
    try itemHost.chooseFiles([folder])
    #expect(item?.lastPathComponent == "Report.txt")
    #expect(try String(contentsOf: try #require(item), encoding: .utf8) == "Total: 3")
  }

  @Test func aMoverMovesTheFileIntoTheChosenFolder() throws {
    let source = folder.appendingPathComponent("draft.txt")
    try Data("draft".utf8).write(to: source)
    let destination = folder.appendingPathComponent("Archive")
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
    var moved: URL?
    let host = ViewHost(
      Text("Draft").fileMover(
        isPresented: .constant(true), file: source, onCompletion: { moved = try? $0.get() }))
    #expect(host.render(.text).contains("Move"))
    try host.chooseFiles([destination])
    #expect(moved == destination.appendingPathComponent("draft.txt"))
    #expect(!FileManager.default.fileExists(atPath: source.path))
  }

  @Test func theDefaultDirectoryTitlesTheBrowser() throws {
    let host = ViewHost(
      Text("Photos")
        .fileImporter(isPresented: .constant(true), allowedContentTypes: [.image]) { _ in }
        .fileDialogDefaultDirectory(folder.appendingPathComponent("Vacation"))
        .fileDialogMessage("Pick one")
        .fileDialogConfirmationLabel("Attach"))
    let text = host.render(.text)
    #expect(text.contains("Vacation"), "\(text)")
    // iOS's document browser shows no message and keeps its own button (macOS options).
    #expect(!text.contains("Pick one") && !text.contains("Attach"))
  }
}
