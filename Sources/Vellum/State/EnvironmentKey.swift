/// A key for a custom value in `EnvironmentValues`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = Color.blue
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}
