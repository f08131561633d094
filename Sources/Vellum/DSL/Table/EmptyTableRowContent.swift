/// No table rows: what an empty row builder makes.
///
/// ```swift
/// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: { }
/// ```
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent, TableRowsConvertible {
  /// The value rows would have.
  public typealias TableRowValue = Value

  var tableRows: TableRows<Value> { TableRows() }

  /// No rows.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}
