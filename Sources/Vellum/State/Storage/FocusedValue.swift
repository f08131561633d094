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

/// A key for a value in ``FocusedValues``.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// ```
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// A value the focused part of the app published: accepted, and always `nil` in Vellum.
///
/// ```swift
/// @FocusedValue(\.selectedNote) private var selectedNote
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// A focused value by its key path.
  ///
  /// ```swift
  /// @FocusedValue(\.selectedNote) private var note
  /// ```
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

  /// The value: `nil`, as nothing is focused for commands in Vellum.
  public var wrappedValue: Value? { nil }
}

/// A binding the focused part of the app published: accepted, and always `nil` in Vellum.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// A focused binding by its key path.
  ///
  /// ```swift
  /// @FocusedBinding(\.selectedNote) private var note
  /// ```
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

  /// The value: `nil`, as nothing is focused for commands in Vellum.
  public var wrappedValue: Value? { nil }
}
