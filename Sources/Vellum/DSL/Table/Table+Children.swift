extension Table {
  /// A table of a tree's roots, each with its children under it (collapsed).
  ///
  /// ```swift
  /// Table(folders, children: \.subfolders) { TableColumn("Name", value: \.name) }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, children: KeyPath<Value, Data?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: nil, sorting: nil)
  }

  /// A table of a tree's roots, selecting a row.
  ///
  /// ```swift
  /// Table(folders, children: \.subfolders, selection: $selected) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: ListSelection.single(selection), sorting: nil)
  }

  /// A table of a tree's roots, selecting rows.
  ///
  /// ```swift
  /// Table(folders, children: \.subfolders, selection: $chosen) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: ListSelection.multiple(selection), sorting: nil)
  }

  /// A table of a tree's roots, sorted by its columns.
  ///
  /// ```swift
  /// Table(folders, children: \.subfolders, sortOrder: $order) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, children: KeyPath<Value, Data?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: nil, sorting: TableSorting(sortOrder))
  }

  /// A table of a tree's roots, selecting a row, sorted by its columns.
  ///
  /// ```swift
  /// Table(folders, children: \.subfolders, selection: $selected, sortOrder: $order) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: ListSelection.single(selection), sorting: TableSorting(sortOrder))
  }

  /// A table of a tree's roots, selecting rows, sorted by its columns.
  ///
  /// ```swift
  /// Table(folders, children: \.subfolders, selection: $chosen, sortOrder: $order) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data.Element == Value,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: ListSelection.multiple(selection), sorting: TableSorting(sortOrder))
  }
}
