/// A key of the values a preview context holds.
///
/// ```swift
/// struct FamilyKey: PreviewContextKey { static var defaultValue: String { "small" } }
/// ```
public protocol PreviewContextKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value of a context that sets none.
  static var defaultValue: Value { get }
}
