import Foundation

/// Where the document a view edits is saved and whether it may be edited, read from the
/// environment inside a `DocumentGroup`'s editor.
///
/// ```swift
/// @Environment(\.documentConfiguration) private var configuration
/// Text(configuration?.fileURL?.lastPathComponent ?? "Untitled")
/// ```
public struct DocumentConfiguration: Sendable {
  /// Where the document is saved; `nil` for a document not yet saved.
  public var fileURL: URL?

  /// Whether the document can be edited.
  public var isEditable: Bool
}
