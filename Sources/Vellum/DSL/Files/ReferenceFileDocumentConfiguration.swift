import Foundation

/// What a `DocumentGroup`'s editor is given for a reference document: the observed document,
/// where it is saved and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: { Drawing() }) { file in
///   DrawingEditor(drawing: file.document)
/// }
/// ```
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document, observed: its changes update the editor.
  @ObservedObject public var document: Document

  /// Where the document is saved; `nil` for a document not yet saved.
  public var fileURL: URL?

  /// Whether the document can be edited (not one opened with `DocumentGroup(viewing:)`).
  public var isEditable: Bool

  init(document: Document, fileURL: URL?, isEditable: Bool) {
    self._document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
