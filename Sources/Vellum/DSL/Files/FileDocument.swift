import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// A document of value type that is read from and written to a file: what `fileExporter`
/// saves and a `DocumentGroup` edits.
///
/// ```swift
/// struct TextDocument: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init(text: String) { self.text = text }
///   init(configuration: ReadConfiguration) throws {
///     text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument {
  /// The types the document can be read from.
  static var readableContentTypes: [UTType] { get }

  /// The types the document can be written as; its readable types unless it says otherwise.
  static var writableContentTypes: [UTType] { get }

  /// Reads the document from the file in `configuration`.
  init(configuration: ReadConfiguration) throws

  /// The file the document is written as, in `configuration`'s content type.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration

  /// What a document is written for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The readable types: a document writes what it reads unless it says otherwise.
  ///
  /// ```swift
  /// TextDocument.writableContentTypes   // [.plainText]
  /// ```
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
