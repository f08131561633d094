import Foundation

/// A view whose content is made from a collection, such as `ForEach`.
///
/// ```swift
/// func rowCount(_ content: some DynamicViewContent) -> Int { content.data.count }
/// ```
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}
