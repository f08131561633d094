extension OutlineGroup: TableRowContent
where Parent: TableRowContent, Leaf: TableRowContent, Subgroup: TableRowContent {
  /// The value of each row.
  public typealias TableRowValue = Leaf.TableRowValue

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension OutlineGroup: TableRowsConvertible
where Parent: TableRowContent, Leaf: TableRowContent, Subgroup: TableRowContent {
  /// A row of each root, collapsed.
  var tableRows: TableRows<Leaf.TableRowValue> {
    roots.reduce(into: TableRows()) { rows, root in rows.append(row(root).resolvedRows) }
  }
}

@MainActor
extension OutlineGroup {
  /// Table rows of a tree from its roots: a row of each, its children under it.
  ///
  /// ```swift
  /// Table(of: Folder.self) { TableColumn("Name", value: \.name) } rows: {
  ///   OutlineGroup(folders, children: \.subfolders)
  /// }
  /// ```
  public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement == Data.Element
  {
    self.init(
      roots: Array(data), id: \.id, children: { $0[keyPath: children].map { Array($0) } },
      row: { TableRow($0) })
  }

  /// Table rows of a tree from one root.
  ///
  /// ```swift
  /// Table(of: Folder.self) { TableColumn("Name", value: \.name) } rows: {
  ///   OutlineGroup(home, children: \.subfolders)
  /// }
  /// ```
  public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement == Data.Element
  {
    self.init(
      roots: [root], id: \.id, children: { $0[keyPath: children].map { Array($0) } },
      row: { TableRow($0) })
  }
}
