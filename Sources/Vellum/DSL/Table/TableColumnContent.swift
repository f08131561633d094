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

/// Builds a table's columns from `TableColumn`s, `if`s and `switch`es. A column that sorts by
/// another comparator than the table's is accepted and shown; it sorts the table only when its
/// comparator is of the table's `sortOrder` type.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///   TableColumn("Name", value: \.name)
///   if showsAge { TableColumn("Age", value: \.age) { Text("\($0.age)") } }
/// }
/// ```
@MainActor @resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// One column, or columns already collected.
  public static func buildExpression<Column: TableColumnContent>(_ column: Column)
    -> TupleTableColumnContent<RowValue, Sort>
  where Column.TableRowValue == RowValue {
    TupleTableColumnContent(
      columnModels: (column as? any TableColumnsConvertible<RowValue>)?.columnModels ?? [])
  }

  /// The columns in order.
  public static func buildBlock(_ parts: TupleTableColumnContent<RowValue, Sort>...)
    -> TupleTableColumnContent<RowValue, Sort>
  {
    TupleTableColumnContent(columnModels: parts.flatMap(\.columnModels))
  }

  /// Columns shown when a condition holds.
  public static func buildOptional(_ part: TupleTableColumnContent<RowValue, Sort>?)
    -> TupleTableColumnContent<RowValue, Sort>
  {
    part ?? TupleTableColumnContent(columnModels: [])
  }

  /// The columns of the `if` branch taken.
  public static func buildEither(first: TupleTableColumnContent<RowValue, Sort>)
    -> TupleTableColumnContent<RowValue, Sort>
  { first }

  /// The columns of the `else` branch taken.
  public static func buildEither(second: TupleTableColumnContent<RowValue, Sort>)
    -> TupleTableColumnContent<RowValue, Sort>
  { second }

  /// Columns behind an availability check.
  public static func buildLimitedAvailability(_ part: TupleTableColumnContent<RowValue, Sort>)
    -> TupleTableColumnContent<RowValue, Sort>
  { part }
}
