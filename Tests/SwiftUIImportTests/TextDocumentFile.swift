import SwiftUI
import UniformTypeIdentifiers

// A document-based screen as tutorials write it: a `FileDocument` of plain text, imported with
// `fileImporter` and saved with `fileExporter`, importing only SwiftUI and
// UniformTypeIdentifiers. `TextDocumentFileTests` drives it.

struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  var text = ""

  init(initialText: String = "") {
    text = initialText
  }

  init(configuration: ReadConfiguration) throws {
    if let data = configuration.file.regularFileContents {
      text = String(decoding: data, as: UTF8.self)
    }
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let data = Data(text.utf8)
    return FileWrapper(regularFileWithContents: data)
  }
}

struct NotesScreen: View {
  @State private var document = TextFile(initialText: "Hello")
  @State private var isImporting = false
  @State private var isExporting = false
  @State private var error: String?

  var body: some View {
    NavigationStack {
      VStack {
        TextEditor(text: $document.text)
        if let error {
          Text(error).foregroundStyle(.red)
        }
      }
      .navigationTitle("Notes")
      .toolbar {
        ToolbarItem {
          Button {
            isImporting = true
          } label: {
            Label("Import file", systemImage: "square.and.arrow.down")
          }
        }
        ToolbarItem {
          Button("Export") { isExporting = true }
        }
      }
    }
    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
      switch result {
      case .success(let url):
        do {
          document.text = try String(contentsOf: url, encoding: .utf8)
        } catch {
          self.error = error.localizedDescription
        }
      case .failure(let error):
        self.error = error.localizedDescription
      }
    }
    .fileExporter(
      isPresented: $isExporting, document: document, contentType: .plainText,
      defaultFilename: "Notes"
    ) { result in
      if case .failure(let error) = result {
        self.error = error.localizedDescription
      }
    }
  }
}
