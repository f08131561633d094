/// A value a view can read and write: a `Binding`, or a `FocusState` binding.
///
/// ```swift
/// .bind($model.focus, to: $focus)
/// ```
@MainActor
public protocol BindableValue {
  /// The type of the value.
  associatedtype Value
  /// The value.
  var wrappedValue: Value { get nonmutating set }
}
