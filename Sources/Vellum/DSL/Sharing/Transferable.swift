import Foundation

/// A value that can be shared or pasted (CoreTransferable's protocol, which `import SwiftUI`
/// brings). `String`, `URL`, `Data`, `AttributedString`, `Image` and `Color` conform; a host
/// describes a shared item by its text, and pastes text into `String`, `URL`, `Data` and
/// `AttributedString` payloads. CoreTransferable's representations (`CodableRepresentation`,
/// `DataRepresentation`…) are not part of Vellum yet, so a custom conformance declares none: it
/// is shared, dragged and exported by its `description`.
///
/// ```swift
/// struct Note: Transferable { var text: String }
/// ShareLink(item: note, preview: SharePreview("Note"))
/// ```
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Color: Transferable {}
extension Never: Transferable {}

/// How the host describes and pastes transferable values.
enum Transfer {
  /// The text a share of `item` records: a URL's address, a string itself, a value's
  /// description otherwise.
  static func description(of item: Any) -> String {
    switch item {
    case let url as URL: url.absoluteString
    case let string as String: string
    case let text as AttributedString: String(text.characters)
    case let data as Data: String(decoding: data, as: UTF8.self)
    default: String(describing: item)
    }
  }

  /// `text` pasted as a `Payload`, or `nil` when the payload cannot hold text.
  static func paste<Payload>(_ text: String, as payload: Payload.Type) -> Payload? {
    switch payload {
    case is String.Type: text as? Payload
    case is URL.Type: URL(string: text) as? Payload
    case is Data.Type: Data(text.utf8) as? Payload
    case is AttributedString.Type: AttributedString(text) as? Payload
    default: nil
    }
  }
}
