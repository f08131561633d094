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
  // The value comes first so the flag and the four-byte name fill the bytes after its tag: an
  // attribute is 24 bytes, and every node's attribute array a quarter smaller.
  /// The recorded value.
  public var value: AttributeValue
  /// Whether the value is read through a binding, so the control can change it.
  public var isBound: Bool
  /// The attribute's name, usually the modifier's or parameter's name (`padding`, `isOn`).
  public var name: AttributeName

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

  /// Attributes are equal when their names, bindings and values are; the names, numbers, are
  /// compared first.
  ///
  /// ```swift
  /// Attribute(.bold, .bool(true)) == Attribute(.bold, .bool(true))   // true
  /// ```
  public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
    lhs.name == rhs.name && lhs.isBound == rhs.isBound && lhs.value == rhs.value
  }
}
