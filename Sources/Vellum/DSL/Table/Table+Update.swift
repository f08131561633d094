import Foundation

extension Table: PrimitiveView {
  package func update(_ record: GraphNode) {
    if record.drawsWithCustomStyle({ TableStyleConfiguration(drawn: AnyView(self)) }) { return }
    let columns = (columns as? any TableColumnsConvertible<Value>)?.columnModels ?? []
    record.output = .element(
      Node(
        role: .table, identity: record.identity,
        attributes: record.styleAttribute(.table, as: .tableStyle)))
    let tableRows = rows.resolvedRows
    // Rows that take insertions make the table a drop destination.
    record.control = tableRows.insertion.map { .dropDestination($0) }
    let showsHeaders = record.environment.tableColumnHeaders != .hidden
    if showsHeaders {
      record.updateChild(
        0, TableHeaderRow(columns: columns, sorting: sorting), component: .index(0))
    }
    record.updateChild(
      showsHeaders ? 1 : 0,
      TableBodyRows(entries: tableRows.entries, columns: columns, selection: selection),
      component: .index(1))
    record.trimChildren(to: showsHeaders ? 2 : 1)
  }
}

/// The header row of a table: each column's title, tappable to sort when it can.
private struct TableHeaderRow<RowValue>: View, PrimitiveView {
  let columns: [TableColumnModel<RowValue>]
  let sorting: TableSorting?

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.output = .element(
      Node(
        role: .tableRow, identity: record.identity,
        attributes: [Attribute(.header, .bool(true))]))
    for (index, column) in columns.enumerated() {
      var attributes = column.attributes
      var tap: (() -> Void)?
      if let sorting, let comparator = column.comparator {
        attributes.append(Attribute(.sortable, .bool(true)))
        if let order = sorting.order(comparator) {
          attributes.append(Attribute(.sortOrder, .name(order == .forward ? .forward : .reverse)))
        }
        tap = { sorting.sort(comparator) }
      }
      record.updateChild(
        index, TableCellView(attributes: attributes, tap: tap, content: column.title))
    }
    record.trimChildren(to: columns.count)
  }
}

/// A table's rows, keyed by their values' ids (a section header by its place) so a row
/// keeps its state when rows move.
private struct TableBodyRows<RowValue: Identifiable>: View, PrimitiveView {
  let entries: [TableRows<RowValue>.Entry]
  let columns: [TableColumnModel<RowValue>]
  let selection: ListSelection?

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    let keyed = Array(entries.enumerated())
    record.updateKeyedChildren(keyed, key: { Self.key(of: $0.element, at: $0.offset) }) {
      TableRowView(entry: $0.element, columns: columns, selection: selection)
    }
  }

  private static func key(of entry: TableRows<RowValue>.Entry, at offset: Int) -> Identity.Key {
    switch entry.kind {
    case .value(let value): Identity.Key(value.id)
    case .header: Identity.Key(SectionHeaderKey(offset: offset))
    }
  }
}

/// The identity of a section's header row: its place among the rows.
private struct SectionHeaderKey: Hashable, CustomStringConvertible {
  let offset: Int
  var description: String { "header \(offset)" }
}

/// One row of a table: a value's, a cell per column (tapping it selects it when the table
/// selects; it can be dragged when the rows give item providers), or a section's header, one
/// cell spanning every column, as a list's section header spans the list.
private struct TableRowView<RowValue: Identifiable>: View, PrimitiveView {
  let entry: TableRows<RowValue>.Entry
  let columns: [TableColumnModel<RowValue>]
  let selection: ListSelection?

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    switch entry.kind {
    case .value(let value): update(record, value: value)
    case .header(let header):
      record.control = nil
      record.output = .element(Node(role: .tableRow, identity: record.identity))
      let span = [Attribute(.span, .int(max(1, columns.count)))]
      record.updateChild(0, TableCellView(attributes: span, tap: nil, content: header))
      record.trimChildren(to: 1)
    }
  }

  private func update(_ record: GraphNode, value: RowValue) {
    let key = AnyHashable(value.id)
    var attributes: [Attribute] = []
    if let selection {
      record.control = .tap { selection.select(key) }
      if selection.isSelected(key) { attributes.append(Attribute(.selected, .bool(true))) }
    } else {
      record.control = entry.itemProvider.map { make in
        .draggable { make() ?? NSItemProvider() }
      }
    }
    record.output = .element(
      Node(role: .tableRow, identity: record.identity, attributes: attributes))
    for (index, column) in columns.enumerated() {
      record.updateChild(
        index, TableCellView(attributes: column.attributes, tap: nil, content: column.cell(value)))
    }
    record.trimChildren(to: columns.count)
  }
}

/// One cell of a table, or a column's header.
private struct TableCellView: View, PrimitiveView {
  let attributes: [Attribute]
  let tap: (() -> Void)?
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.control = tap.map { .tap($0) }
    record.element(.tableCell, attributes, content: content)
  }
}

extension TableColumnModel {
  /// The attributes every cell of the column carries: its alignment and width.
  var attributes: [Attribute] {
    var attributes: [Attribute] = []
    if alignment != .automatic {
      attributes.append(Attribute(.alignment, .name(Keyword(rawValue: alignment.name))))
    }
    if let width { attributes.append(Attribute(.width, .double(width))) }
    return attributes
  }
}
