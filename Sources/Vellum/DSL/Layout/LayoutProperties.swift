import Foundation

/// Properties a layout declares.
///
/// ```swift
/// static var layoutProperties: LayoutProperties {
///   var properties = LayoutProperties()
///   properties.stackOrientation = .vertical
///   return properties
/// }
/// ```
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks along, if it is a stack.
  public var stackOrientation: Axis?

  /// No orientation.
  ///
  /// ```swift
  /// LayoutProperties()
  /// ```
  public init() {}
}
