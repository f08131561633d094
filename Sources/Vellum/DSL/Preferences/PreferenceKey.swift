/// A value views pass up to their ancestors: each view can set it, an ancestor combines its
/// descendants' values with ``reduce(value:nextValue:)`` and reads the result with
/// `onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct WidestLabel: PreferenceKey {
///   static let defaultValue = 0.0
///   static func reduce(value: inout Double, nextValue: () -> Double) {
///     value = max(value, nextValue())
///   }
/// }
/// Text("Name").preference(key: WidestLabel.self, value: 120)
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value`, accumulated from the views before, with the next view's value, in the
  /// order the views are on screen.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`: no view set a value.
  public static var defaultValue: Value { nil }
}
