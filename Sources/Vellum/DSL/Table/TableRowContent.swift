/// A type that makes rows of a `Table`: a `TableRow`, a `ForEach` of rows, or the rows a
/// `TableRowBuilder` collects.
///
/// ```swift
/// Table(of: Person.self) {
///   TableColumn("Name", value: \.name)
/// } rows: {
///   TableRow(owner)
///   ForEach(guests) { TableRow($0) }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The value of each row.
  associatedtype TableRowValue: Identifiable
  /// What the rows are made of.
  associatedtype TableRowBody

  /// The rows' content.
  var tableRowBody: TableRowBody { get }
}

/// Content whose row values a table can read.
@MainActor
protocol TableRowsConvertible<RowValue> {
  associatedtype RowValue
  var rowValues: [RowValue] { get }
}

extension TableRowContent {
  /// The row values of any row content.
  var values: [TableRowValue] {
    (self as? any TableRowsConvertible<TableRowValue>)?.rowValues ?? []
  }
}

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

  var rowValues: [Value] { [value] }

  /// The value of the row.
  public typealias TableRowValue = Value

  /// A row is its own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}

/// The rows of a table made from a collection, one per element.
///
/// ```swift
/// let rows: TableForEachContent<[Person]>
/// ```
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent,
  TableRowsConvertible
where Data.Element: Identifiable {
  let data: Data

  var rowValues: [Data.Element] { Array(data) }

  /// The value of each row.
  public typealias TableRowValue = Data.Element

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}

/// The rows a `TableRowBuilder` collects, in order.
///
/// ```swift
/// let rows: TupleTableRowContent<Person> = TableRowBuilder.buildBlock()
/// ```
public struct TupleTableRowContent<Value: Identifiable>: TableRowContent, TableRowsConvertible {
  let rowValues: [Value]

  /// The value of each row.
  public typealias TableRowValue = Value

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}

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
    TupleTableRowContent(rowValues: content.values)
  }

  /// The rows in order.
  public static func buildBlock(_ parts: TupleTableRowContent<Value>...)
    -> TupleTableRowContent<Value>
  {
    TupleTableRowContent(rowValues: parts.flatMap(\.rowValues))
  }

  /// Rows shown when a condition holds.
  public static func buildOptional(_ part: TupleTableRowContent<Value>?)
    -> TupleTableRowContent<Value>
  {
    part ?? TupleTableRowContent(rowValues: [])
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

extension ForEach: TableRowContent where Content: TableRowContent {
  /// The value of each row.
  public typealias TableRowValue = Content.TableRowValue

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }

  /// One row per `Identifiable` element.
  ///
  /// ```swift
  /// ForEach(people) { TableRow($0) }
  /// ```
  public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
    self.init(data: data, id: \.id, content: content)
  }

  /// One row per element, identified by a key path.
  ///
  /// ```swift
  /// ForEach(people, id: \.email) { TableRow($0) }
  /// ```
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(data: data, id: id, content: content)
  }

  /// One row per integer in a range.
  ///
  /// ```swift
  /// ForEach(0..<people.count) { TableRow(people[$0]) }
  /// ```
  public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
    self.init(data: data, id: \.self, content: content)
  }
}

extension ForEach: TableRowsConvertible where Content: TableRowContent {
  var rowValues: [Content.TableRowValue] { data.flatMap { content($0).values } }
}
