import Foundation

/// Rows of values in columns with headers: a grid in text (headers in bold over a rule, a
/// selected row marked `▸`, the sorted column's header marked `▲` or `▼`) and a `<table>` in
/// HTML. Every column shows, as on a regular-width screen. Tapping a row (`host.tap` on any of
/// its texts) selects it; tapping a sortable column's header sorts by it.
///
/// ```swift
/// Table(people, selection: $selected, sortOrder: $order) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Age", value: \.age) { Text("\($0.age)") }
/// }
/// .onChange(of: order) { people.sort(using: order) }
/// ```
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns
  let selection: ListSelection?
  let sorting: TableSorting?

  /// A table is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Table {
  /// A table of a collection's elements.
  ///
  /// ```swift
  /// Table(people) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: nil,
      sorting: nil)
  }

  /// A table of a collection's elements, selecting rows.
  ///
  /// ```swift
  /// Table(people, selection: $selected) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(),
      selection: ListSelection.single(selection),
      sorting: nil)
  }

  /// A table of a collection's elements, selecting rows.
  ///
  /// ```swift
  /// Table(people, selection: $chosen) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(),
      selection: ListSelection.multiple(selection),
      sorting: nil)
  }

  /// A table of a collection's elements sorted by its columns.
  ///
  /// ```swift
  /// Table(people, sortOrder: $order) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: nil,
      sorting: TableSorting(sortOrder))
  }

  /// A table of a collection's elements sorted by its columns, selecting rows.
  ///
  /// ```swift
  /// Table(people, selection: $selected, sortOrder: $order) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(),
      selection: ListSelection.single(selection),
      sorting: TableSorting(sortOrder))
  }

  /// A table of a collection's elements sorted by its columns, selecting rows.
  ///
  /// ```swift
  /// Table(people, selection: $chosen, sortOrder: $order) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(),
      selection: ListSelection.multiple(selection),
      sorting: TableSorting(sortOrder))
  }

  /// A table of rows built one by one.
  ///
  /// ```swift
  /// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init(
    of valueType: Value.Type = Value.self,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
  }

  /// A table of rows built one by one, selecting rows.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $selected) { TableColumn("Name", value: \.name) } rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: ListSelection.single(selection), sorting: nil)
  }

  /// A table of rows built one by one, selecting rows.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $chosen) { TableColumn("Name", value: \.name) } rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: ListSelection.multiple(selection), sorting: nil)
  }

  /// A table of rows built one by one, sorted by its columns.
  ///
  /// ```swift
  /// Table(of: Person.self, sortOrder: $order) { TableColumn("Name", value: \.name) } rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
  }

  /// A table of rows built one by one, sorted by its columns, selecting rows.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $selected, sortOrder: $order) { TableColumn("Name", value: \.name) } rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      rows: rows(), columns: columns(), selection: ListSelection.single(selection),
      sorting: TableSorting(sortOrder))
  }

  /// A table of rows built one by one, sorted by its columns, selecting rows.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $chosen, sortOrder: $order) { TableColumn("Name", value: \.name) } rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      rows: rows(), columns: columns(), selection: ListSelection.multiple(selection),
      sorting: TableSorting(sortOrder))
  }
}
