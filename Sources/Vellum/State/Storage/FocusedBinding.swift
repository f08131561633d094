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
