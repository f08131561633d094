/// A type that makes columns of a `Table`: a `TableColumn`, or the columns a
/// `TableColumnBuilder` collects.
///
/// ```swift
/// Table(people) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Age") { Text("\($0.age)") }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The value of each row.
  associatedtype TableRowValue: Identifiable
  /// The comparator that sorts by these columns (`Never` when they do not sort).
  associatedtype TableColumnSortComparator
  /// What the columns are made of.
  associatedtype TableColumnBody

  /// The columns' content.
  var tableColumnBody: TableColumnBody { get }
}

/// One column of a table, type-erased: its header, its cells and how it sorts.
struct TableColumnModel<RowValue> {
  var title: AnyView
  var cell: (RowValue) -> AnyView
  /// The column's comparator (a `SortComparator` of the rows), when it sorts.
  var comparator: Any?
  var alignment: TableColumnAlignment = .automatic
  var width: Double?
  var isHidden = false
}

/// Content whose columns a table can read.
@MainActor
protocol TableColumnsConvertible<RowValue> {
  associatedtype RowValue
  var columnModels: [TableColumnModel<RowValue>] { get }
}
