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
