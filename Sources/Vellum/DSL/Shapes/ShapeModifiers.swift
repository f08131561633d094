import Foundation

extension Shape {
  /// The part of the shape's outline between two fractions of its length.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: 6)
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    TrimmedShape(content: self, from: startFraction, to: endFraction)
  }

  /// The shape turned by `angle` about an anchor of its frame.
  ///
  /// ```swift
  /// Rectangle().rotation(.degrees(45))
  /// ```
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by an offset.
  ///
  /// ```swift
  /// Circle().offset(CGSize(width: 10, height: 0))
  /// ```
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x` and `y`.
  ///
  /// ```swift
  /// Circle().offset(x: 10)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    offset(CGSize(width: x, height: y))
  }

  /// The shape scaled about an anchor of its frame.
  ///
  /// ```swift
  /// Circle().scale(x: 1, y: 0.5)
  /// ```
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled evenly about an anchor of its frame.
  ///
  /// ```swift
  /// Circle().scale(0.5)
  /// ```
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape transformed.
  ///
  /// ```swift
  /// Rectangle().transform(CGAffineTransform(rotationAngle: .pi / 8))
  /// ```
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

/// A shape's outline between two fractions of its length.
struct TrimmedShape<Content: Shape>: Shape {
  var content: Content
  var from: CGFloat
  var to: CGFloat

  func path(in rect: CGRect) -> Path {
    content.path(in: rect).trimmedPath(from: from, to: to)
  }
}

/// A shape turned about an anchor of its frame.
///
/// ```swift
/// let tilted: RotatedShape<Rectangle> = Rectangle().rotation(.degrees(10))
/// ```
public struct RotatedShape<Content: Shape>: Shape {
  /// The turned shape.
  public var shape: Content
  /// How far it is turned.
  public var angle: Angle
  /// The point of its frame it turns about.
  public var anchor: UnitPoint

  /// The shape's path turned about the anchor.
  public func path(in rect: CGRect) -> Path {
    let center = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: -center.x, y: -center.y)
        .concatenating(CGAffineTransform(rotationAngle: angle.radians))
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
  }
}

/// A shape moved by an offset.
///
/// ```swift
/// let moved: OffsetShape<Circle> = Circle().offset(x: 4)
/// ```
public struct OffsetShape<Content: Shape>: Shape {
  /// The moved shape.
  public var shape: Content
  /// How far it moves.
  public var offset: CGSize

  /// The shape's path moved.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

/// A shape scaled about an anchor of its frame.
///
/// ```swift
/// let squashed: ScaledShape<Circle> = Circle().scale(x: 1, y: 0.5)
/// ```
public struct ScaledShape<Content: Shape>: Shape {
  /// The scaled shape.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point of its frame it scales about.
  public var anchor: UnitPoint

  /// The shape's path scaled about the anchor.
  public func path(in rect: CGRect) -> Path {
    let center = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: -center.x, y: -center.y)
        .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
  }
}

/// A shape with an affine transform applied to its path.
///
/// ```swift
/// let sheared: TransformedShape<Rectangle> = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
/// ```
public struct TransformedShape<Content: Shape>: Shape {
  /// The transformed shape.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform

  /// The shape's path transformed.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape of any type, for choosing between shapes at run time.
///
/// ```swift
/// .clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
/// ```
public struct AnyShape: Shape {
  private let makePath: @MainActor @Sendable (CGRect) -> Path
  private let makeNode: @MainActor @Sendable (Identity) -> Node

  /// Wraps `shape`.
  ///
  /// ```swift
  /// AnyShape(Capsule())
  /// ```
  public init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    makeNode = { shape.node(identity: $0) }
  }

  /// The wrapped shape's path.
  public func path(in rect: CGRect) -> Path { makePath(rect) }

  /// Draws the wrapped shape.
  public var body: AnyShapeView { AnyShapeView(makeNode: makeNode) }
}

/// The view that draws an `AnyShape`: the wrapped shape's own node.
public struct AnyShapeView: View, PrimitiveView {
  let makeNode: @MainActor @Sendable (Identity) -> Node

  /// A shape view is primitive.
  public var body: Never { primitiveBody(Self.self) }

  package func update(_ record: GraphNode) {
    record.output = .leaf(makeNode(record.identity))
  }
}

extension UnitPoint {
  /// This unit point's position in `rect`.
  func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
