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

extension ForEach where Content == TableRow<Data.Element>, ID == Data.Element.ID {
  /// One row per `Identifiable` element, each the element's `TableRow`.
  ///
  /// ```swift
  /// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: { ForEach(people) }
  /// ```
  @MainActor public init(_ data: Data) where Data.Element: Identifiable {
    self.init(data: data, id: \.id) { TableRow($0) }
  }
}

extension ForEach: TableRowsConvertible where Content: TableRowContent {
  var tableRows: TableRows<Content.TableRowValue> {
    data.reduce(into: TableRows()) { rows, element in rows.append(content(element).resolvedRows) }
  }
}
