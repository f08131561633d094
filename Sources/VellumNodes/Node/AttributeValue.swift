import VellumValues

/// The value of an ``Attribute``: plain, comparable data that renderers interpret.
///
/// ```swift
/// AttributeValue.string("Save").description        // "\"Save\""
/// AttributeValue.name(.leading).description        // "leading"
/// ```
///
/// Colors, fonts, insets and gradients are kept out of line, so a value is as small as a
/// string: a node's attributes are stored, copied and compared by the thousand.
public enum AttributeValue: Hashable, Sendable, CustomStringConvertible {
  /// Text, shown quoted.
  case string(String)
  /// A whole number.
  case int(Int)
  /// A real number.
  case double(Double)
  /// A flag.
  case bool(Bool)
  /// A symbolic value such as an alignment or a style's name, shown bare.
  case name(Keyword)
  /// A color.
  indirect case color(Color)
  /// A font.
  indirect case font(Font)
  /// Insets on each edge.
  indirect case insets(EdgeInsets)
  /// A linear gradient.
  indirect case gradient(LinearGradient)
  /// Several values in order.
  case list([AttributeValue])
  /// Named parts of one value, such as a frame's width and height.
  case fields([Attribute])
  /// Views rendered as the value, such as a background view.
  case nodes([Node])
  /// A shape's geometry, as its node (a clip or content shape): its kind, its parameters, and
  /// a custom shape's path. Shown as the shape is written: `RoundedRectangle(cornerRadius: 8)`.
  indirect case shape(Node)

  /// A readable spelling used by the tree renderer.
  public var description: String {
    switch self {
    case .string(let string): quoted(string)
    case .int(let int): "\(int)"
    case .double(let double): formatNumber(double)
    case .bool(let bool): "\(bool)"
    case .name(let name): name.rawValue
    case .color(let color): color.description
    case .font(let font): font.description
    case .insets(let insets): insets.description
    case .gradient(let gradient): gradient.description
    case .list(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .fields(let fields):
      "(" + fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    case .nodes(let nodes):
      "[" + nodes.map { $0.role.rawValue }.joined(separator: ", ") + "]"
    case .shape(let shape):
      if shape.role == .shape, case .name(let name) = shape[.name] {
        name.rawValue
      } else {
        shape.role.rawValue
          + (shape.attributes.isEmpty ? "" : AttributeValue.fields(shape.attributes).description)
      }
    }
  }
}

extension AttributeValue {
  /// The closest attribute value for a value of any type: numbers, strings and flags as
  /// themselves, anything else (such as an enum case) by name; a model by its type and id, never
  /// its whole contents.
  ///
  /// ```swift
  /// AttributeValue(describing: Tab.home)   // .name(Keyword(rawValue: "home"))
  /// ```
  public init(describing value: Any) {
    switch value {
    case let described as any AttributeDescribable: self = described.attributeValue
    case let int as Int: self = .int(int)
    case let double as Double: self = .double(double)
    case let bool as Bool: self = .bool(bool)
    case let string as String: self = .string(string)
    default: self = .name(Keyword(rawValue: stableDescription(of: value)))
    }
  }
}

/// A value that knows the attribute it shows as, for values whose Swift type is not their
/// meaning: the textual language's interpreted values (an `Int` held in an enum still shows as
/// the number, so interpreted and compiled screens render alike).
package protocol AttributeDescribable {
  /// The attribute the value shows as.
  var attributeValue: AttributeValue { get }
}

extension AttributeValue {
  /// The named part of a compound value (a frame's width, a stroke's line width), or `nil`
  /// when this value has no such field; the last one wins, as for a node's attributes.
  ///
  /// ```swift
  /// node[.stroke]?[field: .lineWidth]   // .double(2)
  /// ```
  public subscript(field name: AttributeName) -> AttributeValue? {
    guard case .fields(let fields) = self else { return nil }
    return fields.last { $0.name == name }?.value
  }
}

extension AttributeValue {
  /// Values are equal case by case; a NaN number equals a NaN number, also inside insets, colors
  /// and gradients, so a tree holding `.opacity(.nan)` or `.padding(.nan)` equals itself and its
  /// patches apply.
  public static func == (lhs: AttributeValue, rhs: AttributeValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let l), .string(let r)): l == r
    case (.int(let l), .int(let r)): l == r
    case (.double(let l), .double(let r)): l == r || (l.isNaN && r.isNaN)
    case (.bool(let l), .bool(let r)): l == r
    case (.name(let l), .name(let r)): l == r
    case (.color(let l), .color(let r)): l.isSame(as: r)
    case (.font(let l), .font(let r)): l == r
    case (.insets(let l), .insets(let r)): l.isSame(as: r)
    case (.gradient(let l), .gradient(let r)): l.isSame(as: r)
    case (.list(let l), .list(let r)): l == r
    case (.fields(let l), .fields(let r)): l == r
    case (.nodes(let l), .nodes(let r)): l == r
    case (.shape(let l), .shape(let r)): l == r
    default: false
    }
  }

  /// Hashes the case and its value (every NaN alike).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let value):
      hasher.combine(0)
      hasher.combine(value)
    case .int(let value):
      hasher.combine(1)
      hasher.combine(value)
    case .double(let value):
      hasher.combine(2)
      hasher.combine(value.isNaN ? .nan : value)
    case .bool(let value):
      hasher.combine(3)
      hasher.combine(value)
    case .name(let value):
      hasher.combine(4)
      hasher.combine(value)
    case .color(let value):
      hasher.combine(5)
      hasher.combine(value)
    case .font(let value):
      hasher.combine(6)
      hasher.combine(value)
    case .insets(let value):
      hasher.combine(7)
      hasher.combine(value)
    case .gradient(let value):
      hasher.combine(8)
      hasher.combine(value)
    case .list(let value):
      hasher.combine(9)
      hasher.combine(value)
    case .fields(let value):
      hasher.combine(10)
      hasher.combine(value)
    case .nodes(let value):
      hasher.combine(11)
      hasher.combine(value)
    case .shape(let value):
      hasher.combine(12)
      hasher.combine(value)
    }
  }
}
