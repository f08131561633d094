import Foundation

/// A length that scales with the person's text size, as text of `relativeTo` does: the value
/// as written at the default size (`.large`).
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  /// A metric that scales like body text.
  ///
  /// ```swift
  /// @ScaledMetric private var spacing: CGFloat = 8
  /// ```
  public init(wrappedValue: Value) {
    baseValue = wrappedValue
  }

  /// A metric that scales like text of a style.
  ///
  /// ```swift
  /// @ScaledMetric(relativeTo: .title) private var badgeSize: CGFloat = 32
  /// ```
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
  }

  /// The value at the current text size.
  @MainActor public var wrappedValue: Value { baseValue * Value(dynamicTypeSize.scale) }
}
