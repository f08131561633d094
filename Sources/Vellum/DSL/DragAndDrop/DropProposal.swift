/// What a ``DropDelegate`` proposes to do with a drop while it is over the view.
///
/// ```swift
/// func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
/// ```
public struct DropProposal: Hashable, Sendable {
  /// What the drop does with its items.
  public let operation: DropOperation

  /// A proposal to `operation` the items.
  ///
  /// ```swift
  /// DropProposal(operation: .copy)
  /// ```
  public init(operation: DropOperation) { self.operation = operation }
}
