import Foundation

/// A two-dimensional shape: an outline drawn in the frame the layout gives it, filled with the
/// foreground style unless `fill` or `stroke` says otherwise.
///
/// Write your own by giving its path in a rectangle. HTML and SVG draw every shape that is not
/// one of the five built-in ones as its path, computed in the rectangle the layout gives the
/// shape (before the screen's first measurement, a 100 × 100 square scaled to the shape's
/// box); text draws it as a box of the space it takes.
///
/// ```swift
/// struct Diamond: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
///       path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
///       path.closeSubpath()
///     }
///   }
/// }
/// Diamond().fill(.orange).frame(width: 40, height: 40)
/// ```
public protocol Shape: Sendable, Animatable, View {
  /// The shape's outline inside `rect`.
  func path(in rect: CGRect) -> Path

  /// What the shape is drawn as when it is given a style: filled unless it says otherwise.
  static var role: ShapeRole { get }
}

extension Shape {
  /// Shapes are filled.
  ///
  /// ```swift
  /// Circle.role   // .fill
  /// ```
  public static var role: ShapeRole { .fill }
}

extension Shape {
  /// A custom shape's body draws its path.
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(body: self, style: .foreground) }
}

/// The square a custom shape is drawn in before its rectangle is measured (and for a clip or
/// content shape), scaled to its box.
let shapeReferenceRect = CGRect(x: 0, y: 0, width: 100, height: 100)

extension Shape {
  /// The node of this shape: a built-in shape by its type, any other by its path in `rect`,
  /// from the origin, with `rect`'s size as its view box.
  func node(identity: Identity, in rect: CGRect = shapeReferenceRect) -> Node {
    if let builtin = self as? any BuiltinShape {
      return Node(
        role: type(of: builtin).nodeRole, identity: identity,
        attributes: builtin.shapeAttributes)
    }
    let path = path(in: rect)
    var attributes = [
      Attribute(
        .name,
        .name(
          Keyword(
            rawValue: (self as? any EvaluationNamed)?.evaluationName ?? viewTypeName(Self.self)))),
      Attribute(.path, .string(path.svgData)),
    ]
    // A path drawn in its own coordinates (a `Path`, or a shape that ignores `rect`) may reach
    // past the rectangle: the view box then grows to hold it, from the origin.
    let bounds = path.boundingRect
    let reachesPast = !bounds.isNull && (bounds.maxX > rect.maxX || bounds.maxY > rect.maxY)
    if reachesPast || rect != shapeReferenceRect {
      let box =
        bounds.isNull
        ? [rect.maxX, rect.maxY] : [max(bounds.maxX, rect.maxX), max(bounds.maxY, rect.maxY)]
      attributes.append(
        Attribute(.viewBox, .list([.double(0), .double(0)] + box.map { .double(Double($0)) })))
    }
    return Node(role: .shape, identity: identity, attributes: attributes)
  }

  /// The shape as an attribute's value (a clip or content shape): its node, shown as
  /// `Capsule`, `RoundedRectangle(cornerRadius: 8)`.
  var shapeValue: AttributeValue { .shape(node(identity: Identity())) }
}

extension Shape {
  /// The shape filled with a style.
  ///
  /// ```swift
  /// Circle().fill(Color.red)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<
    Self, S
  > {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// The shape filled with the foreground style.
  ///
  /// ```swift
  /// Circle().fill().foregroundStyle(.blue)
  /// ```
  public func fill(style: FillStyle = FillStyle()) -> some View {
    self
  }

  /// The shape's outline drawn with a style.
  ///
  /// ```swift
  /// Capsule().stroke(Color.blue, lineWidth: 2)
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    modifier(
      AttributesModifier(Attribute(.stroke, content.outline(widthName: .lineWidth, lineWidth))))
  }

  /// The shape's outline drawn with a style and a stroke style (width, caps, joins, dashes).
  ///
  /// ```swift
  /// Circle().stroke(.gray, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    modifier(AttributesModifier(Attribute(.stroke, content.outline(style: style))))
  }

  /// The shape's outline in the foreground style, as a shape.
  ///
  /// ```swift
  /// Circle().stroke(lineWidth: 4)
  /// ```
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
    StrokedShape(content: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline with a stroke style, in the foreground style, as a shape.
  ///
  /// ```swift
  /// Rectangle().stroke(style: StrokeStyle(lineWidth: 1, dash: [3]))
  /// ```
  public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
    StrokedShape(content: self, style: style)
  }
}
