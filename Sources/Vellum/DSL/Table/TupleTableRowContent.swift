/// The rows a `TableRowBuilder` collects, in order.
///
/// ```swift
/// let rows: TupleTableRowContent<Person> = TableRowBuilder.buildBlock()
/// ```
public struct TupleTableRowContent<Value: Identifiable>: TableRowContent, TableRowsConvertible {
  let tableRows: TableRows<Value>

  /// The value of each row.
  public typealias TableRowValue = Value

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}
