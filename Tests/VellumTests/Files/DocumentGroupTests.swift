import Foundation
import Testing
import Vellum

/// Document-based apps (issue 60): `DocumentGroup` opens a new document in its editor, whose
/// edits go to the document through the configuration's binding. Source: Apple's
/// documentation of `DocumentGroup` ("…a scene that enables support for opening, creating,
/// and saving documents") and of `FileDocumentConfiguration` (`document` is a `@Binding`).
@MainActor
@Suite struct DocumentGroupTests {
  struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = "Draft"
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  struct Editor: View {
    @Binding var document: TextFile
    @Environment(\.documentConfiguration) private var configuration

    var body: some View {
      VStack {
        Text(document.text)
        Text(configuration?.isEditable == true ? "Editable" : "Read-only")
        Button("Sign") { document.text += ", signed" }
      }
    }
  }

  struct NotesApp: App {
    var body: some Scene {
      DocumentGroup(newDocument: TextFile()) { file in
        Editor(document: file.$document)
      }
    }
  }

  @Test func aNewDocumentOpensInItsEditorAndTakesEdits() throws {
    let host = ViewHost(app: NotesApp())
    let text = host.render(.text)
    #expect(text.contains("Untitled") && text.contains("Draft") && text.contains("Editable"))
    try host.tap("Sign")
    #expect(host.root.visibleText.contains("Draft, signed"))
  }

  final class Sketch: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    @Published var strokes = 0
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func snapshot(contentType: UTType) throws -> Int { strokes }
    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
    }
  }

  struct SketchApp: App {
    var body: some Scene {
      DocumentGroup(newDocument: { Sketch() }) { file in
        Button("Strokes: \(file.document.strokes)") { file.document.strokes += 1 }
      }
    }
  }

  struct ViewerApp: App {
    var body: some Scene {
      DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
    }
  }

  @Test func aReferenceDocumentIsObservedAndAViewerOpensTheBrowser() throws {
    let host = ViewHost(app: SketchApp())
    try host.tap("Strokes: 0")
    #expect(host.root.visibleText.contains("Strokes: 1"))
    let viewer = ViewHost(app: ViewerApp()).render(.text)
    #expect(viewer.contains("No Documents") && viewer.contains("Browse"), "\(viewer)")
  }
}
