/// A type-erased list of the values pushed onto a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(recipe.id)
/// ```
///
/// Like SwiftUI's, it is `Sendable`: push value types (ids, records), as navigation values are.
public struct NavigationPath: Equatable, @unchecked Sendable {
  /// The values, bottom first.
  package var elements: [AnyHashable]

  /// An empty path.
  ///
  /// ```swift
  /// NavigationPath()
  /// ```
  public init() { elements = [] }

  /// A path of the given values.
  ///
  /// ```swift
  /// NavigationPath([1, 2])
  /// ```
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    var erased: [AnyHashable] = []
    for element in elements { erased.append(AnyHashable(element)) }
    self.elements = erased
  }

  /// The number of values.
  public var count: Int { elements.count }

  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  ///
  /// ```swift
  /// path.append(42)
  /// ```
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `count` values.
  ///
  /// ```swift
  /// path.removeLast()
  /// ```
  public mutating func removeLast(_ count: Int = 1) { elements.removeLast(count) }
}
