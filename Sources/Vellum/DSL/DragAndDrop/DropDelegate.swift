/// An object that follows a drop over a view and performs it (`onDrop(of:delegate:)`).
///
/// ```swift
/// struct RowDrop: DropDelegate {
///   @Binding var rows: [String]
///   func performDrop(info: DropInfo) -> Bool {
///     info.itemProviders(for: [.plainText]).first?.loadObject(ofClass: String.self) { text, _ in
///       if let text { rows.append(text) }
///     }
///     return true
///   }
/// }
/// ```
///
/// A host's drop asks `validateDrop`, then calls `dropEntered` and `dropUpdated`; a proposal
/// to cancel or forbid ends it with `dropExited`, otherwise `performDrop` takes it.
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Whether the view takes this drop at all; `true` unless the delegate says otherwise.
  func validateDrop(info: DropInfo) -> Bool
  /// Takes the drop; returns whether it did.
  func performDrop(info: DropInfo) -> Bool
  /// The drop has come over the view.
  func dropEntered(info: DropInfo)
  /// The drop has moved over the view; what to do with it, or `nil` for the default (copy).
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// The drop has left the view without being dropped.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Takes every drop.
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Nothing to do.
  public func dropEntered(info: DropInfo) {}
  /// The default operation.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Nothing to do.
  public func dropExited(info: DropInfo) {}
}
