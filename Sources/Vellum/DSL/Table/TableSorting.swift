import Foundation

/// How tapping a table's headers changes its `sortOrder`: the tapped column's comparator
/// becomes the first, or, when it already is, reverses.
@MainActor
struct TableSorting {
  /// The order the column with `comparator` sorts in now, `nil` when it is not the first.
  let order: (Any) -> SortOrder?
  /// Sorts by the column with `comparator`.
  let sort: (Any) -> Void

  init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
    order = { column in
      guard let column = column as? Sort, let first = sortOrder.wrappedValue.first,
        Self.sameColumn(first, column)
      else { return nil }
      return first.order
    }
    sort = { column in
      guard var column = column as? Sort else { return }
      var order = sortOrder.wrappedValue
      if let first = order.first, Self.sameColumn(first, column) {
        column.order = first.order == .forward ? .reverse : .forward
      }
      order.removeAll { Self.sameColumn($0, column) }
      sortOrder.wrappedValue = [column] + order
    }
  }

  /// Whether two comparators sort by the same column: key path comparators by their key
  /// paths (so the app's `KeyPathComparator(\.name)` matches the column's, whatever string
  /// comparator each uses), others when they are equal in either order.
  private static func sameColumn<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
    if let lhs = lhs as? KeyPathComparator<Sort.Compared>,
      let rhs = rhs as? KeyPathComparator<Sort.Compared>
    {
      return lhs.keyPath == rhs.keyPath
    }
    var lhs = lhs
    var rhs = rhs
    lhs.order = .forward
    rhs.order = .forward
    return lhs == rhs
  }
}
