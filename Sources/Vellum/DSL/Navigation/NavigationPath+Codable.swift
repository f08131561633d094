import Foundation

extension NavigationPath {
  /// The path in a form that can be saved and restored, or `nil` when a value on it is not
  /// `Codable` (as in SwiftUI).
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(path.codable)
  /// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
  /// ```
  public var codable: CodableRepresentation? {
    guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
    return CodableRepresentation(elements: elements)
  }

  /// A path restored from its saved form.
  ///
  /// ```swift
  /// NavigationPath(savedRepresentation)
  /// ```
  public init(_ codable: CodableRepresentation) {
    self.init()
    elements = codable.elements
  }

  /// A navigation path's values in a form that encodes each value with the name of its type, so
  /// decoding restores the same types. A `private` or `fileprivate` type cannot be found by name
  /// when decoding (its name is local to its file), so decoding it throws.
  ///
  /// ```swift
  /// let saved = try JSONEncoder().encode(path.codable)
  /// ```
  public struct CodableRepresentation: Codable, Equatable, @unchecked Sendable {
    fileprivate let elements: [AnyHashable]

    fileprivate init(elements: [AnyHashable]) { self.elements = elements }

    /// Decodes each value as the type it was saved with; an unknown or non-`Codable` type is a
    /// `DecodingError` naming it.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [AnyHashable] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "no Decodable and Hashable type is named \(typeName) in this program")
        }
        elements.append(try Self.decode(type, from: Data(json.utf8)))
      }
      self.elements = elements
    }

    /// Encodes each value as its type's name and its JSON.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements {
        guard let value = element.base as? any Encodable else { continue }
        try container.encode(_mangledTypeName(type(of: element.base)) ?? "")
        try container.encode(String(decoding: JSONEncoder().encode(value), as: UTF8.self))
      }
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws
      -> AnyHashable
    {
      AnyHashable(try JSONDecoder().decode(type, from: data))
    }
  }
}
