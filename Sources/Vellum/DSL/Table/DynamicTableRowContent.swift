import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// Table rows made from a collection, as `ForEach` makes them: rows that can take insertions
/// dropped onto the table.
///
/// ```swift
/// Table(of: Profile.self) {
///   TableColumn("Name", value: \.name)
/// } rows: {
///   ForEach(profiles) { TableRow($0) }
///     .dropDestination(for: Profile.self) { index, dropped in
///       profiles.insert(contentsOf: dropped, at: index)
///     }
/// }
/// ```
public protocol DynamicTableRowContent<TableRowValue>: TableRowContent {
  /// The collection the rows are made from.
  associatedtype Data: Collection

  /// The collection the rows are made from.
  var data: Data { get }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension DynamicTableRowContent {
  /// Takes items of `supportedContentTypes` dropped onto the table: `action` gets the index
  /// to insert at (after the rows, for a drop onto the table) and the items' providers.
  ///
  /// ```swift
  /// ForEach(names) { TableRow($0) }
  ///   .onInsert(of: [.plainText]) { index, providers in … }
  /// ```
  public func onInsert(
    of supportedContentTypes: [UTType],
    perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
    let index = data.count
    return inserting(
      DropDestination(
        providersOf: supportedContentTypes,
        action: { providers, _ in
          action(index, providers)
          return true
        }, isTargeted: nil))
  }

  /// Takes values of `payloadType` dropped onto the table: `action` gets the index to insert
  /// at (after the rows, for a drop onto the table) and the values.
  ///
  /// ```swift
  /// ForEach(profiles) { TableRow($0) }
  ///   .dropDestination(for: Profile.self) { index, dropped in
  ///     profiles.insert(contentsOf: dropped, at: index)
  ///   }
  /// ```
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
  ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
    let index = data.count
    return inserting(
      DropDestination(
        accepting: T.self,
        action: { values, _ in
          action(index, values)
          return true
        }, isTargeted: { _ in }))
  }

  /// The rows, with the table taking drops at `destination`.
  private func inserting(_ destination: DropDestination)
    -> ModifiedContent<Self, OnInsertTableRowModifier>
  {
    ModifiedContent(content: self, modifier: OnInsertTableRowModifier(destination: destination))
  }
}
