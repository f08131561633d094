/// A table row that shows or hides the rows under it: the label row always, the content rows
/// while it is expanded.
///
/// ```swift
/// Table(of: DeviceStats.self) {
///   TableColumn("Device", value: \.name)
/// } rows: {
///   DisclosureTableRow(allDevices, isExpanded: $expanded) {
///     TableRow(iPhone)
///     TableRow(iPad)
///   }
/// }
/// ```
///
/// The rows follow `isExpanded`; without a binding the row stays collapsed, as a disclosure
/// group starts, since a host's table rows have no disclosure control to open it.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>:
  TableRowContent, TableRowsConvertible
where Label.TableRowValue == Content.TableRowValue {
  /// The value of each row.
  public typealias TableRowValue = Label.TableRowValue

  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  /// A row for `value` showing the rows `content` makes while `isExpanded` is true.
  ///
  /// ```swift
  /// DisclosureTableRow(folder, isExpanded: $isOpen) { ForEach(folder.files) { TableRow($0) } }
  /// ```
  public init<Value>(
    _ value: Value, isExpanded: Binding<Bool>? = nil,
    @TableRowBuilder<Value> content: @escaping () -> Content
  ) where Label == TableRow<Value>, Value == Content.TableRowValue {
    label = TableRow(value)
    self.content = content()
    self.isExpanded = isExpanded
  }

  var tableRows: TableRows<TableRowValue> {
    var rows = label.resolvedRows
    if isExpanded?.wrappedValue == true { rows.append(content.resolvedRows) }
    return rows
  }

  /// The rows are their own content.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}
