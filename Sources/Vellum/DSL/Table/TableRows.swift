import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// The rows of table row content as a table shows them, in order, and what a drop onto the
/// table inserts (the rows' `onInsert` or `dropDestination`).
struct TableRows<Value: Identifiable> {
  /// One row: a value's, with a cell per column, or a section's header of one view.
  struct Entry {
    enum Kind {
      case value(Value)
      case header(AnyView)
    }

    let kind: Kind
    /// What a drag of the row carries, when the rows give item providers.
    var itemProvider: (() -> NSItemProvider?)?
  }

  var entries: [Entry] = []
  /// The destination of a drop onto the table, inserting rows.
  var insertion: DropDestination?

  /// The rows of `values`, one each.
  init(values: [Value] = []) {
    entries = values.map { Entry(kind: .value($0)) }
  }

  /// The values shown, headers left out.
  var values: [Value] {
    entries.compactMap {
      if case .value(let value) = $0.kind { return value }
      return nil
    }
  }

  /// These rows followed by `other`'s; the first insertion wins, as a table has one.
  mutating func append(_ other: TableRows) {
    entries += other.entries
    insertion = insertion ?? other.insertion
  }
}

/// Content that makes rows of a table.
@MainActor
protocol TableRowsConvertible<RowValue> {
  associatedtype RowValue: Identifiable
  /// The rows, as the table shows them.
  var tableRows: TableRows<RowValue> { get }
}

extension TableRowContent {
  /// The rows of any row content.
  var resolvedRows: TableRows<TableRowValue> {
    (self as? any TableRowsConvertible<TableRowValue>)?.tableRows ?? TableRows()
  }
}

/// A modifier of table rows: the rows' item providers, or the table's insertion.
@MainActor
protocol TableRowsModifier {
  /// Changes `rows` as the modifier says.
  func modify<Value>(_ rows: inout TableRows<Value>)
}
