/// An observable object the focused part of the app published with `focusedObject(_:)`:
/// accepted, and always `nil` in Vellum, as `FocusedValue` is (commands read focused values,
/// and a host has no commands).
///
/// ```swift
/// @FocusedObject private var document: DocumentModel?
/// ```
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// A focused object of its type.
  ///
  /// ```swift
  /// @FocusedObject private var document: DocumentModel?
  /// ```
  public init() {}

  /// The object: `nil`, as nothing is focused for commands in Vellum.
  public var wrappedValue: ObjectType? { nil }
}
