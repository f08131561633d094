/// The columns a `TableColumnBuilder` collects, in order.
///
/// ```swift
/// let columns: TupleTableColumnContent<Person, Never> = TableColumnBuilder.buildBlock()
/// ```
public struct TupleTableColumnContent<RowValue: Identifiable, Sort>: TableColumnContent,
  TableColumnsConvertible
{
  let columnModels: [TableColumnModel<RowValue>]

  /// The value of each row.
  public typealias TableRowValue = RowValue
  /// The comparator the table sorts by.
  public typealias TableColumnSortComparator = Sort

  /// The columns are their own content.
  public var tableColumnBody: Never { primitiveBody(Self.self) }
}
