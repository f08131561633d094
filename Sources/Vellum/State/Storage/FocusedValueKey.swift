/// A key for a value in ``FocusedValues``.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// ```
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}
