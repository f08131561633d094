import Foundation

/// A shape Vellum draws itself, recorded as a node named after its type (HTML draws it with CSS,
/// text as the space it fills).
@MainActor
package protocol BuiltinShape: Shape, PrimitiveView {
  /// The shape's parameters, such as a corner radius.
  var shapeAttributes: [Attribute] { get }
}

extension BuiltinShape {
  package var shapeAttributes: [Attribute] { [] }

  /// A built-in shape is primitive.
  public var body: Never { primitiveBody(Self.self) }

  package func update(_ record: GraphNode) {
    record.output = .leaf(node(identity: record.identity))
  }
}

/// A rectangle with fully rounded ends.
///
/// ```swift
/// Capsule().fill(Color.green)
/// ```
public struct Capsule: BuiltinShape, InsettableShape, Equatable {
  /// How the ends are drawn.
  public var style: RoundedCornerStyle

  /// A capsule.
  ///
  /// ```swift
  /// Capsule()
  /// ```
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// A rounded rectangle whose corners are half its shorter side.
  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
///
/// ```swift
/// Circle().fill(Color.red)
/// ```
public struct Circle: BuiltinShape, InsettableShape, Equatable {
  /// A circle.
  ///
  /// ```swift
  /// Circle()
  /// ```
  public init() {}

  /// The circle inside `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

/// An ellipse that fills its frame.
///
/// ```swift
/// Ellipse().stroke(.gray)
/// ```
public struct Ellipse: BuiltinShape, InsettableShape, Equatable {
  /// An ellipse.
  ///
  /// ```swift
  /// Ellipse()
  /// ```
  public init() {}

  /// The ellipse inside `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle.
///
/// ```swift
/// Rectangle().fill(Color.gray)
/// ```
public struct Rectangle: BuiltinShape, InsettableShape, Equatable {
  /// A rectangle.
  ///
  /// ```swift
  /// Rectangle()
  /// ```
  public init() {}

  /// The rectangle itself.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).stroke(Color.gray)
/// ```
public struct RoundedRectangle: BuiltinShape, InsettableShape, Equatable {
  /// The size of the corners.
  public var cornerSize: CGSize
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with circular corners of `cornerRadius`.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8)
  /// ```
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with corners of `cornerSize`.
  ///
  /// ```swift
  /// RoundedRectangle(cornerSize: CGSize(width: 12, height: 6))
  /// ```
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The radius of the corners (their width).
  public var cornerRadius: CGFloat { cornerSize.width }

  /// The rounded rectangle inside `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  package var shapeAttributes: [Attribute] {
    [Attribute("cornerRadius", .double(Double(cornerRadius)))]
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  ///
  /// ```swift
  /// .clipShape(.rect)
  /// ```
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle.
  ///
  /// ```swift
  /// .clipShape(.rect(cornerRadius: 12))
  /// ```
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with corners of a size.
  ///
  /// ```swift
  /// .background(.blue, in: .rect(cornerSize: CGSize(width: 8, height: 4)))
  /// ```
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  ///
  /// ```swift
  /// .clipShape(.circle)
  /// ```
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  ///
  /// ```swift
  /// .background(.yellow, in: .capsule)
  /// ```
  public static var capsule: Capsule { Capsule() }

  /// A capsule with a corner style.
  ///
  /// ```swift
  /// .clipShape(.capsule(style: .circular))
  /// ```
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  ///
  /// ```swift
  /// .contentShape(.ellipse)
  /// ```
  public static var ellipse: Ellipse { Ellipse() }
}
