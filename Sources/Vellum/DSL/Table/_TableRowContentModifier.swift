/// A modifier of table rows, as SwiftUI names the role: ``OnInsertTableRowModifier`` and
/// ``ItemProviderTableRowModifier``, which the rows' `onInsert(of:perform:)`,
/// `dropDestination(for:action:)` and `itemProvider(_:)` return. Apps do not conform to it.
///
/// ```swift
/// ForEach(names) { TableRow($0) }.itemProvider { NSItemProvider(object: "A" as NSString) }
/// ```
public protocol _TableRowContentModifier {}

extension ModifiedContent: TableRowContent
where Content: TableRowContent, Modifier: _TableRowContentModifier {
  /// The value of each row.
  public typealias TableRowValue = Content.TableRowValue

  /// The rows are their content's, modified.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: DynamicTableRowContent
where Content: DynamicTableRowContent, Modifier: _TableRowContentModifier {
  /// The collection the rows are made from.
  public var data: Content.Data { content.data }
}

extension ModifiedContent: TableRowsConvertible
where Content: TableRowContent, Modifier: _TableRowContentModifier {
  var tableRows: TableRows<Content.TableRowValue> {
    var rows = content.resolvedRows
    (modifier as? any TableRowsModifier)?.modify(&rows)
    return rows
  }
}
