import Foundation

/// A scene of documents: the app's files, each opened in a window of its editor.
///
/// On an iPhone a document-based app opens into the document browser; a preview has no files
/// to browse, so Vellum's first window is what the browser's Create Document opens — a new
/// document ("Untitled") in its editor, under a navigation bar titled with its name. A viewer
/// (`DocumentGroup(viewing:viewer:)`) cannot create documents, so its first window is the
/// empty browser.
///
/// ```swift
/// @main struct NotesApp: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: TextFile()) { file in
///       TextEditor(text: file.$document.text)
///     }
///   }
/// }
/// ```
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  package let firstWindow: AnyView?

  /// A document group that creates, opens and edits value documents.
  ///
  /// ```swift
  /// DocumentGroup(newDocument: TextFile()) { file in TextEditor(text: file.$document.text) }
  /// ```
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) where Document: FileDocument {
    firstWindow = AnyView(NewDocumentWindow(document: newDocument(), editor: editor))
  }

  /// A document group that opens value documents for viewing only.
  ///
  /// ```swift
  /// DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
  /// ```
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) where Document: FileDocument {
    firstWindow = AnyView(DocumentBrowser())
  }

  /// A document group that creates, opens and edits reference documents.
  ///
  /// ```swift
  /// DocumentGroup(newDocument: { Drawing() }) { file in DrawingEditor(drawing: file.document) }
  /// ```
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {
    firstWindow = AnyView(NewReferenceDocumentWindow(document: newDocument(), editor: editor))
  }

  /// A document group that opens reference documents for viewing only.
  ///
  /// ```swift
  /// DocumentGroup(viewing: Drawing.self) { file in DrawingView(drawing: file.document) }
  /// ```
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {
    firstWindow = AnyView(DocumentBrowser())
  }

  /// A document group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
