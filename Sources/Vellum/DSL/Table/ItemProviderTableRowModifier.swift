import Foundation

/// What `itemProvider(_:)` on table rows returns: rows a person can drag, each carrying the
/// item provider the action makes. A host drags one with `drop(_:onto:)`, naming its cell.
///
/// ```swift
/// TableRow(file).itemProvider { NSItemProvider(object: file.name as NSString) }
/// ```
public struct ItemProviderTableRowModifier: _TableRowContentModifier, TableRowsModifier {
  let action: (() -> NSItemProvider?)?

  func modify<Value>(_ rows: inout TableRows<Value>) {
    for index in rows.entries.indices {
      rows.entries[index].itemProvider = action
    }
  }
}

extension TableRowContent {
  /// Lets the rows be dragged, each carrying the provider `action` makes; `nil` makes them
  /// not draggable.
  ///
  /// ```swift
  /// TableRow(file).itemProvider { NSItemProvider(object: file.name as NSString) }
  /// ```
  public func itemProvider(_ action: (() -> NSItemProvider?)?)
    -> ModifiedContent<Self, ItemProviderTableRowModifier>
  {
    ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
  }
}
