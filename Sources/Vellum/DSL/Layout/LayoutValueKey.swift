import Foundation

/// A key for a value a view gives its custom layout with `layoutValue(key:value:)`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}
