import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// A document of reference type, an observable object, read from and written to a file: it
/// is written from a snapshot of its state, taken when the write begins.
///
/// ```swift
/// final class Drawing: ReferenceFileDocument {
///   static var readableContentTypes: [UTType] { [.json] }
///   @Published var strokes: [Stroke] = []
///   init(configuration: ReadConfiguration) throws { … }
///   func snapshot(contentType: UTType) throws -> [Stroke] { strokes }
///   func fileWrapper(snapshot: [Stroke], configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
///   }
/// }
/// ```
public protocol ReferenceFileDocument: ObservableObject {
  /// The state a write is made from.
  associatedtype Snapshot

  /// The types the document can be read from.
  static var readableContentTypes: [UTType] { get }

  /// The types the document can be written as; its readable types unless it says otherwise.
  static var writableContentTypes: [UTType] { get }

  /// Reads the document from the file in `configuration`.
  init(configuration: ReadConfiguration) throws

  /// The document's state now, to be written as `contentType`.
  func snapshot(contentType: UTType) throws -> Snapshot

  /// The file `snapshot` is written as, in `configuration`'s content type.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration

  /// What a document is written for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The readable types: a document writes what it reads unless it says otherwise.
  ///
  /// ```swift
  /// Drawing.writableContentTypes   // [.json]
  /// ```
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
