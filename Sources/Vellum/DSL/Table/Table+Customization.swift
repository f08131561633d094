/// The forms of `Table` that take a column customization: a host shows the columns as the app
/// declares them, before any customization (see ``TableColumnCustomization``).
extension Table where Value: Identifiable {
  /// A table of a collection's elements, with a column customization.
  ///
  /// ```swift
  /// Table(people, columnCustomization: $columns) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(data, columns: columns)
  }

  /// A table of a collection's elements, selecting a row, with a column customization.
  ///
  /// ```swift
  /// Table(people, selection: $selected, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(data, selection: selection, columns: columns)
  }

  /// A table of a collection's elements, selecting rows, with a column customization.
  ///
  /// ```swift
  /// Table(people, selection: $chosen, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(data, selection: selection, columns: columns)
  }

  /// A table of a collection's elements, sorted by its columns, with a column customization.
  ///
  /// ```swift
  /// Table(people, sortOrder: $order, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(data, sortOrder: sortOrder, columns: columns)
  }

  /// A table of a collection's elements, selecting a row, sorted by its columns, with a column
  /// customization.
  ///
  /// ```swift
  /// Table(people, selection: $selected, sortOrder: $order, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(data, selection: selection, sortOrder: sortOrder, columns: columns)
  }

  /// A table of a collection's elements, selecting rows, sorted by its columns, with a column
  /// customization.
  ///
  /// ```swift
  /// Table(people, selection: $chosen, sortOrder: $order, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(data, selection: selection, sortOrder: sortOrder, columns: columns)
  }

  /// A table of rows built one by one, with a column customization.
  ///
  /// ```swift
  /// Table(of: Person.self, columnCustomization: $columns) { TableColumn("Name", value: \.name) }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init(
    of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(of: valueType, columns: columns, rows: rows)
  }

  /// A table of rows built one by one, selecting a row, with a column customization.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $selected, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(of: valueType, selection: selection, columns: columns, rows: rows)
  }

  /// A table of rows built one by one, selecting rows, with a column customization.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $chosen, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(of: valueType, selection: selection, columns: columns, rows: rows)
  }

  /// A table of rows built one by one, sorted by its columns, with a column customization.
  ///
  /// ```swift
  /// Table(of: Person.self, sortOrder: $order, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(of: valueType, sortOrder: sortOrder, columns: columns, rows: rows)
  }

  /// A table of rows built one by one, selecting a row, sorted by its columns, with a column
  /// customization.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $pick, sortOrder: $order, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      of: valueType, selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
  }

  /// A table of rows built one by one, selecting rows, sorted by its columns, with a column
  /// customization.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $chosen, sortOrder: $order, columnCustomization: $columns) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      of: valueType, selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
  }
}

extension Table {
  /// A table of rows built one by one, sorted by its columns; its value type comes from the rows.
  ///
  /// ```swift
  /// Table(sortOrder: $order) { TableColumn("Name", value: \.name) }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(of: Value.self, sortOrder: sortOrder, columns: columns, rows: rows)
  }

  /// A table of rows built one by one, selecting a row, sorted by its columns; its value type comes
  /// from the rows.
  ///
  /// ```swift
  /// Table(selection: $selected, sortOrder: $order) { TableColumn("Name", value: \.name) }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      of: Value.self, selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
  }

  /// A table of rows built one by one, selecting rows, sorted by its columns; its value type comes
  /// from the rows.
  ///
  /// ```swift
  /// Table(selection: $chosen, sortOrder: $order) { TableColumn("Name", value: \.name) }
  /// rows: { ForEach(people) { TableRow($0) } }
  /// ```
  public init<Sort: SortComparator>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      of: Value.self, selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
  }
}
