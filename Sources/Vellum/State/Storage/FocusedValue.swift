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
