/// A table row of one view instead of a cell per column: a section's header in a table's
/// rows. You do not make it yourself; `Section` in a `TableRowBuilder` does.
///
/// ```swift
/// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
///   Section("Staff") { ForEach(staff) { TableRow($0) } }
/// }
/// ```
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent,
  TableRowsConvertible
{
  /// The value of the rows around the header.
  public typealias TableRowValue = Value

  let content: Content

  var tableRows: TableRows<Value> {
    var rows = TableRows<Value>()
    rows.entries = [TableRows.Entry(kind: .header(AnyView(content)))]
    return rows
  }

  /// A header row is primitive.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}
