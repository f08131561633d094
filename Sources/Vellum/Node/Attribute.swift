/// A named value recorded on a ``Node`` by a view or a modifier.
///
/// Attributes keep the order in which modifiers were applied, so `padding` before `background`
/// and `background` before `padding` stay distinguishable. An attribute whose value comes from a
/// `Binding` is marked ``isBound``; tree renderings show it as `isOn: $true`.
///
/// ```swift
/// Attribute(.padding, .insets(EdgeInsets(all: 16)))
/// Attribute(.isOn, .bool(true), isBound: true)
/// ```
public struct Attribute: Hashable, Sendable {
  /// The attribute's name, usually the modifier's or parameter's name (`padding`, `isOn`).
  public var name: AttributeName
  /// The recorded value.
  public var value: AttributeValue
  /// Whether the value is read through a binding, so the control can change it.
  public var isBound: Bool

  /// Creates an attribute.
  ///
  /// ```swift
  /// let bold = Attribute(.bold, .bool(true))
  /// ```
  public init(_ name: AttributeName, _ value: AttributeValue, isBound: Bool = false) {
    self.name = name
    self.value = value
    self.isBound = isBound
  }
}
