import Foundation

/// A new value document in its editor: the window holds the document's state.
struct NewDocumentWindow<Document: FileDocument, Content: View>: View {
  @State var document: Document
  let editor: (FileDocumentConfiguration<Document>) -> Content

  var body: some View {
    DocumentChrome {
      editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
    }
  }
}

/// A new reference document in its editor: the window keeps the document alive.
struct NewReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
  @StateObject var document: Document
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    document: Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: document)
    self.editor = editor
  }

  var body: some View {
    DocumentChrome {
      editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
    }
  }
}

/// What the system puts around a document's editor: a navigation bar titled with the
/// document's name, and the document's configuration in the environment.
private struct DocumentChrome<Content: View>: View {
  @ViewBuilder let content: () -> Content

  var body: some View {
    NavigationStack {
      content()
        .navigationTitle("Untitled")
        .navigationBarTitleDisplayMode(.inline)
    }
    .environment(\.documentConfiguration, DocumentConfiguration(fileURL: nil, isEditable: true))
  }
}

/// The document browser with no documents in it: a viewer's first window.
struct DocumentBrowser: View {
  var body: some View {
    NavigationStack {
      ContentUnavailableView("No Documents", systemImage: "doc")
        .navigationTitle("Browse")
    }
  }
}
