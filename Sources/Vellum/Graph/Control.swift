import Foundation

/// What a record lets a person do, so the host can drive it by label.
@MainActor
package enum Control {
  /// A button, a tap gesture or a link: runs the action.
  case tap(() -> Void)
  /// A toggle bound to a flag.
  case toggle(Binding<Bool>)
  /// A text field bound to a string.
  case text(Binding<String>)
  /// The rows of a `ForEach` that can be deleted or moved.
  case rows(
    count: Int, onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?)
}
