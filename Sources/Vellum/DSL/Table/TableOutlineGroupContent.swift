/// The rows of a table made from a tree, by `Table(_:children:columns:)`: a row of each root.
/// The roots start collapsed, as SwiftUI's do, and stay so: a host's table rows have no
/// disclosure control to open them.
///
/// ```swift
/// Table(folders, children: \.subfolders) { TableColumn("Name", value: \.name) }
/// ```
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent,
  TableRowsConvertible
where Data.Element: Identifiable {
  /// The value of each row.
  public typealias TableRowValue = Data.Element

  let data: Data
  let children: KeyPath<Data.Element, Data?>

  var tableRows: TableRows<Data.Element> { TableRows(values: Array(data)) }

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}
