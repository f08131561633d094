import Foundation

/// A column of a `Table`: a header and one cell per row, shown from a key path's string or
/// by a view builder, sorting by a key path when it has one. Tapping a sortable header
/// (`host.tap("Name")`) sets the table's `sortOrder` to the column's comparator, and tapping it
/// again reverses it; the app sorts its rows in `onChange(of:)`, as in SwiftUI.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Age", value: \.age) { Text("\($0.age)") }
/// TableColumn("Email") { Text($0.email) }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>:
  TableColumnContent, TableColumnsConvertible
{
  var model: TableColumnModel<RowValue>

  init(
    label: Label, comparator: Any?, content: @escaping (RowValue) -> Content
  ) {
    model = TableColumnModel(
      title: AnyView(label), cell: { AnyView(content($0)) }, comparator: comparator)
  }

  var columnModels: [TableColumnModel<RowValue>] { model.isHidden ? [] : [model] }

  /// The value of each row.
  public typealias TableRowValue = RowValue
  /// The comparator the column sorts by (`Never` when it does not sort).
  public typealias TableColumnSortComparator = Sort

  /// A column is its own content.
  public var tableColumnBody: Never { primitiveBody(Self.self) }

  /// The column at a fixed width, in points (`nil` keeps the automatic width).
  ///
  /// ```swift
  /// TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
  /// ```
  public func width(_ width: CGFloat? = nil) -> TableColumn {
    var copy = self
    copy.model.width = width.map(Double.init)
    return copy
  }

  /// The column between widths, in points: the text rendering uses the ideal or minimum width.
  ///
  /// ```swift
  /// TableColumn("Notes", value: \.notes).width(min: 120, ideal: 200, max: 400)
  /// ```
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn
  {
    var copy = self
    copy.model.width = (ideal ?? min).map(Double.init)
    return copy
  }

  /// Aligns the column's header and cells.
  ///
  /// ```swift
  /// TableColumn("Price") { Text($0.price, format: .currency(code: "EUR")) }.alignment(.trailing)
  /// ```
  public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
    var copy = self
    copy.model.alignment = alignment
    return copy
  }

  /// Names the column for customization (accepted: columns cannot be customized here).
  ///
  /// ```swift
  /// TableColumn("Name", value: \.name).customizationID("name")
  /// ```
  public func customizationID(_ id: String) -> TableColumn { self }

  /// Sets whether the column shows by default (`.hidden` hides it).
  ///
  /// ```swift
  /// TableColumn("Notes", value: \.notes).defaultVisibility(.hidden)
  /// ```
  public func defaultVisibility(_ visibility: Visibility) -> TableColumn {
    guard visibility == .hidden else { return self }
    var copy = self
    copy.model.isHidden = true
    return copy
  }
}
