import Vellum

/// A `GridItem` held as a value (`private let columns = [GridItem(.adaptive(minimum: 100))]`),
/// for the grid that takes it as a column or a row.
///
/// Grid items are not `Equatable` in Swift; two are equal here only when they are the same one.
///
/// ```swift
/// LazyVGrid(columns: columns) { … }   // `columns` a property holding grid items
/// ```
package final class GridItemValue: Hashable, CustomStringConvertible, @unchecked Sendable {
  // Immutable once made, so it is shared freely.
  /// The grid item.
  let item: GridItem

  /// A value holding `item`.
  init(_ item: GridItem) { self.item = item }

  /// As a type name.
  package var description: String { "GridItem" }

  package static func == (lhs: GridItemValue, rhs: GridItemValue) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
