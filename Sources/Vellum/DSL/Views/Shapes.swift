import Foundation

/// A shape: fills its space, and can clip or outline other views.
///
/// ```swift
/// Button("Go") {}.clipShape(Capsule())
/// Circle().fill(Color.red)
/// ```
public protocol Shape: View, Sendable {}

extension Shape {
  /// How renderings name the shape: `Capsule`, `RoundedRectangle(cornerRadius: 8)`.
  var shapeValue: AttributeValue {
    let attributes = (self as? any BuiltinShape)?.shapeAttributes ?? []
    guard !attributes.isEmpty else { return .name(viewTypeName(Self.self)) }
    return .name(
      viewTypeName(Self.self) + AttributeValue.fields(attributes).description)
  }

  /// A shape is primitive.
  public var body: Never { primitiveBody(Self.self) }

  /// The shape filled with a style.
  ///
  /// ```swift
  /// Circle().fill(Color.red)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S) -> some View {
    modifier(AttributesModifier(Attribute("fill", content.attributeValue)))
  }

  /// The shape's outline drawn with a style.
  ///
  /// ```swift
  /// Capsule().stroke(Color.blue, lineWidth: 2)
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    modifier(
      AttributesModifier(Attribute("stroke", content.outline(widthName: "lineWidth", lineWidth))))
  }
}

/// A shape Vellum draws itself, recorded as a node named after its type.
@MainActor
package protocol BuiltinShape: Shape, PrimitiveView {
  /// The shape's parameters, such as a corner radius.
  var shapeAttributes: [Attribute] { get }
}

extension BuiltinShape {
  package var shapeAttributes: [Attribute] { [] }

  package func update(_ record: GraphNode) {
    record.output = .leaf(
      Node(
        role: Role(rawValue: viewTypeName(Self.self)), identity: record.identity,
        attributes: shapeAttributes))
  }
}

/// A rectangle with fully rounded ends.
///
/// ```swift
/// Capsule().fill(Color.green)
/// ```
public struct Capsule: BuiltinShape, Equatable {
  /// A capsule.
  ///
  /// ```swift
  /// Capsule()
  /// ```
  public init() {}
}

/// A circle.
///
/// ```swift
/// Circle().fill(Color.red)
/// ```
public struct Circle: BuiltinShape, Equatable {
  /// A circle.
  ///
  /// ```swift
  /// Circle()
  /// ```
  public init() {}
}

/// A rectangle.
///
/// ```swift
/// Rectangle().fill(Color.gray)
/// ```
public struct Rectangle: BuiltinShape, Equatable {
  /// A rectangle.
  ///
  /// ```swift
  /// Rectangle()
  /// ```
  public init() {}
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).stroke(Color.gray)
/// ```
public struct RoundedRectangle: BuiltinShape, Equatable {
  /// The radius of the corners.
  public var cornerRadius: CGFloat

  /// A rounded rectangle.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8)
  /// ```
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }

  package var shapeAttributes: [Attribute] {
    [Attribute("cornerRadius", .double(Double(cornerRadius)))]
  }
}
