import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// What a document is written for: the type to write and the file it replaces, if any.
///
/// ```swift
/// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///   FileWrapper(regularFileWithContents: Data(text.utf8))
/// }
/// ```
public struct FileDocumentWriteConfiguration {
  /// The type to write the document as.
  public let contentType: UTType

  /// The file the write replaces, when the document was read from one.
  public let existingFile: FileWrapper?
}
