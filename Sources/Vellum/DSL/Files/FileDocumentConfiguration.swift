import Foundation

/// What a `DocumentGroup`'s editor is given for a value document: a binding to it, where it is
/// saved and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in
///   TextEditor(text: file.$document.text)
/// }
/// ```
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; `$document` is a binding to it, for editing.
  @Binding public var document: Document

  /// Where the document is saved; `nil` for a document not yet saved.
  public var fileURL: URL?

  /// Whether the document can be edited (not one opened with `DocumentGroup(viewing:)`).
  public var isEditable: Bool

  init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    self._document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
