/// Whether a view is being edited: a list in edit mode shows delete and move controls on its
/// rows.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// if editMode?.wrappedValue.isEditing == true { Text("Editing") }
/// ```
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete).
  case transient
  /// Editing.
  case active

  /// Whether this mode is editing.
  public var isEditing: Bool { self != .inactive }
}
