/// One row of a table, showing `value` in every column.
///
/// ```swift
/// TableRow(person)
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent, TableRowsConvertible {
  let value: Value

  /// The row of a value.
  ///
  /// ```swift
  /// TableRow(Person(name: "Ada"))
  /// ```
  public init(_ value: Value) { self.value = value }

  var tableRows: TableRows<Value> { TableRows(values: [value]) }

  /// The value of the row.
  public typealias TableRowValue = Value

  /// A row is its own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}
