import Foundation

/// What a record lets a person do, so the host can drive it by label.
///
/// Cases with more than one closure or a binding are kept out of line, so every record's
/// control takes no more than a closure's two words.
@MainActor
package enum Control {
  /// A button, a tap gesture or a link: runs the action.
  case tap(() -> Void)
  /// A toggle bound to a flag.
  indirect case toggle(Binding<Bool>)
  /// A text field bound to a string, with the older API's editing callbacks if it has them.
  indirect case text(Binding<String>, editing: FieldEditing? = nil)
  /// A slider: sets a value, clamped and stepped by the control.
  case adjust((Double) -> Void)
  /// A stepper's increment and decrement actions; each says whether it stepped (`false` at a
  /// bound, where the platform disables that button).
  indirect case step(increment: (() -> Bool)?, decrement: (() -> Bool)?)
  /// A date picker: picks a date, kept within the picker's range.
  case date((Date) -> Void)
  case color((Color) -> Void)
  /// A picker: selects the option with a tag, returning whether the tag's type fits.
  case select((Any) -> Bool)
  /// A named accessibility action a person reaches through VoiceOver's actions.
  indirect case accessibilityAction(name: String, () -> Void)
  /// A view with a gesture: whether it takes an event, and performing it.
  indirect case gesture(accepts: (GestureEvent) -> Bool, perform: (GestureEvent) -> Void)
  /// A view that responds to a long press: a long-press gesture, or a context menu to open.
  case longPress(() -> Void)
  /// A row with swipe actions on one edge: reveals them.
  indirect case swipe(edge: HorizontalEdge, allowsFullSwipe: Bool, reveal: () -> Void)
  /// A view a person can pull to refresh: runs its refresh action.
  indirect case refresh(RefreshAction)
  /// A scroll view's `scrollPosition(id:)`: sets the binding to the id of the row scrolled
  /// to, returning whether the id's type fits.
  case scrollPosition((AnyHashable) -> Bool)
  /// A view whose accessibility focus state follows VoiceOver's focus: moves the focus to it,
  /// or (for a flag) away from it.
  indirect case accessibilityFocus(focus: () -> Void, blur: (() -> Void)?)
  /// A view a person can drag: makes the value it carries.
  case draggable(() -> Any)
  /// A view values can be dropped on.
  indirect case dropDestination(DropDestination)
  /// A file importer, exporter or mover: ends with the files a person chooses.
  indirect case files(FileDialogRequest)
  /// The rows of a `ForEach` that can be deleted or moved.
  indirect case rows(
    count: Int, onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?)
}

/// The callbacks of a text field made with `onEditingChanged:` and `onCommit:`: typing begins
/// editing; submitting commits, then ends editing.
@MainActor
package struct FieldEditing {
  let onEditingChanged: (Bool) -> Void
  let onCommit: () -> Void
}
