import Foundation
import VellumValues

extension JSONValue {
  /// `value` as JSON, as `JSONEncoder` writes it.
  ///
  /// ```swift
  /// let path = try JSONValue(encoding: [StoryboardStep.tap("Add")])
  /// ```
  package init(encoding value: some Encodable) throws {
    self = try JSONValue(parsing: String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
  }

  /// This value read as a `T`, as `JSONDecoder` reads it.
  ///
  /// ```swift
  /// let steps = try params["path"]?.decoded(as: [StoryboardStep].self)
  /// ```
  package func decoded<T: Decodable>(as type: T.Type) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(serialized.utf8))
  }
}
