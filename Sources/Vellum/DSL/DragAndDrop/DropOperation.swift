/// What a drop does with its items, as a ``DropDelegate`` proposes it.
///
/// ```swift
/// func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
/// ```
public enum DropOperation: Hashable, Sendable {
  /// The drop is called off: nothing is dropped.
  case cancel
  /// The items cannot be dropped here.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
}
