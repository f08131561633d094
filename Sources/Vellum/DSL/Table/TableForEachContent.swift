/// The rows of a table made from a collection, one per element.
///
/// ```swift
/// let rows: TableForEachContent<[Person]>
/// ```
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent,
  TableRowsConvertible
where Data.Element: Identifiable {
  let data: Data

  var tableRows: TableRows<Data.Element> { TableRows(values: Array(data)) }

  /// The value of each row.
  public typealias TableRowValue = Data.Element

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}
