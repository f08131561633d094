import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// What a document is read from: the file and its type.
///
/// ```swift
/// init(configuration: ReadConfiguration) throws {
///   guard let data = configuration.file.regularFileContents else {
///     throw CocoaError(.fileReadCorruptFile)
///   }
///   text = String(decoding: data, as: UTF8.self)
/// }
/// ```
public struct FileDocumentReadConfiguration {
  /// The type of the file being read.
  public let contentType: UTType

  /// The file being read.
  public let file: FileWrapper
}
