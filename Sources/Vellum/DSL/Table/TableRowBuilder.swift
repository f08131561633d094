/// Builds a table's rows from `TableRow`s, `ForEach`es, `if`s and `switch`es.
///
/// ```swift
/// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
///   if let owner { TableRow(owner) }
///   ForEach(guests) { TableRow($0) }
/// }
/// ```
@MainActor @resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
  /// One row, or rows already collected.
  public static func buildExpression<Content: TableRowContent>(_ content: Content)
    -> TupleTableRowContent<Value>
  where Content.TableRowValue == Value {
    TupleTableRowContent(tableRows: content.resolvedRows)
  }

  /// No rows.
  public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

  /// The rows in order.
  public static func buildBlock(_ parts: TupleTableRowContent<Value>...)
    -> TupleTableRowContent<Value>
  {
    TupleTableRowContent(
      tableRows: parts.reduce(into: TableRows()) { rows, part in rows.append(part.tableRows) })
  }

  /// Rows shown when a condition holds.
  public static func buildOptional(_ part: TupleTableRowContent<Value>?)
    -> TupleTableRowContent<Value>
  {
    part ?? TupleTableRowContent(tableRows: TableRows())
  }

  /// The rows of the `if` branch taken.
  public static func buildEither(first: TupleTableRowContent<Value>)
    -> TupleTableRowContent<Value>
  { first }

  /// The rows of the `else` branch taken.
  public static func buildEither(second: TupleTableRowContent<Value>)
    -> TupleTableRowContent<Value>
  { second }

  /// Rows behind an availability check.
  public static func buildLimitedAvailability(_ part: TupleTableRowContent<Value>)
    -> TupleTableRowContent<Value>
  { part }
}
