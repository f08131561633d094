/// The values views publish with `focusedValue(_:_:)` for the focused part of the app, read by
/// menus and commands. Vellum has no menu bar or commands to read them, so they are accepted
/// and always empty.
///
/// ```swift
/// extension FocusedValues {
///   @Entry var selectedNote: Binding<Note>?
/// }
/// ```
public struct FocusedValues: Sendable {
  /// The value for a key: always its absence, as nothing is focused for commands.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { nil }
    set {}
  }
}
