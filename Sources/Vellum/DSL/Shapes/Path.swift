import Foundation

/// The outline of a two-dimensional shape: lines and curves in a coordinate space whose y axis
/// points down, as in SwiftUI. Arcs, ellipses and rounded corners are stored as cubic curves.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 50, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 50))
///   path.addLine(to: CGPoint(x: 50, y: 100))
///   path.closeSubpath()
/// }
/// ```
public struct Path: Equatable, Sendable {
  /// One drawing instruction of a path.
  ///
  /// ```swift
  /// path.forEach { element in if case .line(let to) = element { print(to) } }
  /// ```
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic curve to a point, bent towards a control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve to a point, bent by two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the start of the subpath, closing it.
    case closeSubpath
  }

  /// The path's elements, in drawing order.
  package internal(set) var elements: [Element] = []
  /// Where the current subpath started, for `closeSubpath`.
  var subpathStart: CGPoint?

  /// An empty path.
  ///
  /// ```swift
  /// var path = Path()
  /// ```
  public init() {}

  /// A path drawn by `callback`.
  ///
  /// ```swift
  /// Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
  /// ```
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// A rectangle.
  ///
  /// ```swift
  /// Path(CGRect(x: 0, y: 0, width: 20, height: 10))
  /// ```
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with rounded corners.
  ///
  /// ```swift
  /// Path(roundedRect: rect, cornerRadius: 8)
  /// ```
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with rounded corners of a size.
  ///
  /// ```swift
  /// Path(roundedRect: rect, cornerSize: CGSize(width: 8, height: 4))
  /// ```
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse inside a rectangle.
  ///
  /// ```swift
  /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
  /// ```
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last element, or `nil` for an empty path.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
    case .closeSubpath: subpathStart
    case nil: nil
    }
  }

  /// Calls `body` with each element in order.
  ///
  /// ```swift
  /// path.forEach { print($0) }
  /// ```
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }
}

extension Path {
  /// Starts a new subpath at `end`.
  ///
  /// ```swift
  /// path.move(to: .zero)
  /// ```
  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
    subpathStart = end
  }

  /// Adds a straight line from the current point to `end` (a move when there is none).
  ///
  /// ```swift
  /// path.addLine(to: CGPoint(x: 10, y: 0))
  /// ```
  public mutating func addLine(to end: CGPoint) {
    guard startSubpathIfNeeded(at: end) else { return }
    elements.append(.line(to: end))
  }

  /// Adds lines through `points`, starting a new subpath at the first.
  ///
  /// ```swift
  /// path.addLines([a, b, c])
  /// ```
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic curve to `end`, bent towards `control`.
  ///
  /// ```swift
  /// path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -5))
  /// ```
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard startSubpathIfNeeded(at: end) else { return }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic curve to `end`, bent by two control points.
  ///
  /// ```swift
  /// path.addCurve(to: end, control1: c1, control2: c2)
  /// ```
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard startSubpathIfNeeded(at: end) else { return }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  ///
  /// ```swift
  /// path.closeSubpath()
  /// ```
  public mutating func closeSubpath() {
    guard subpathStart != nil, elements.last != .closeSubpath, !elements.isEmpty else { return }
    elements.append(.closeSubpath)
  }

  /// Adds a rectangle as a closed subpath.
  ///
  /// ```swift
  /// path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
  /// ```
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addPolygon(
      [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ], transform: transform)
  }

  /// Adds each rectangle as a closed subpath.
  ///
  /// ```swift
  /// path.addRects(bars)
  /// ```
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a rectangle with rounded corners; the corners are at most half the shorter side.
  ///
  /// ```swift
  /// path.addRoundedRect(in: rect, cornerSize: CGSize(width: 8, height: 8))
  /// ```
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = max(0, min(cornerSize.width, r.width / 2))
    let ry = max(0, min(cornerSize.height, r.height / 2))
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    var corners = Path()
    corners.move(to: CGPoint(x: r.minX + rx, y: r.minY))
    corners.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    corners.addQuarter(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -90)
    corners.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    corners.addQuarter(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0)
    corners.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    corners.addQuarter(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: 90)
    corners.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    corners.addQuarter(center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: 180)
    corners.closeSubpath()
    addPath(corners, transform: transform)
  }

  /// Adds an ellipse inside `rect` as a closed subpath, starting at its rightmost point.
  ///
  /// ```swift
  /// path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
  /// ```
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    var ellipse = Path()
    ellipse.move(to: CGPoint(x: r.maxX, y: r.midY))
    for start in stride(from: 0.0, to: 360, by: 90) {
      ellipse.addQuarter(center: center, rx: r.width / 2, ry: r.height / 2, from: start)
    }
    ellipse.closeSubpath()
    addPath(ellipse, transform: transform)
  }

  /// Adds an arc of a circle, from the current point by a line to the arc's start.
  ///
  /// Angles are measured from the x axis towards the y axis (down); `clockwise` follows
  /// CoreGraphics, so in SwiftUI's flipped space `clockwise: false` turns clockwise on screen.
  ///
  /// ```swift
  /// path.addArc(center: c, radius: 50, startAngle: .degrees(-90), endAngle: .degrees(30), clockwise: false)
  /// ```
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var sweep = endAngle.radians - startAngle.radians
    let fullTurn = 2 * Double.pi
    if clockwise {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
    } else if sweep < 0 {
      sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep),
      transform: transform)
  }

  /// Adds an arc of a circle turning `delta` from `startAngle`, from the current point by a
  /// line to the arc's start.
  ///
  /// ```swift
  /// path.addRelativeArc(center: c, radius: 10, startAngle: .zero, delta: .degrees(90))
  /// ```
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    guard radius.isFinite, delta.radians.isFinite, startAngle.radians.isFinite else { return }
    let start = startAngle.radians
    let point = { (angle: Double) in
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        .applying(transform)
    }
    if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
    let sweep = Self.retracingOnce(delta.radians)
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    for index in 0..<pieces {
      let from = start + Double(index) * step
      let to = from + step
      let control1 = CGPoint(
        x: center.x + radius * cos(from) - handle * sin(from),
        y: center.y + radius * sin(from) + handle * cos(from))
      let control2 = CGPoint(
        x: center.x + radius * cos(to) + handle * sin(to),
        y: center.y + radius * sin(to) - handle * cos(to))
      addCurve(
        to: point(to), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
  /// the line from there to `tangent2End` (a rounded corner).
  ///
  /// ```swift
  /// path.addArc(tangent1End: corner, tangent2End: next, radius: 8)
  /// ```
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let start = currentPoint.map { $0.applying(transform.inverted()) } ?? tangent1End
    let (ax, ay) = (start.x - tangent1End.x, start.y - tangent1End.y)
    let (bx, by) = (tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
    let (lengthA, lengthB) = (hypot(ax, ay), hypot(bx, by))
    let cross = ax * by - ay * bx
    guard lengthA > 0, lengthB > 0, abs(cross) > 1e-12, radius > 0 else {
      return addLine(to: tangent1End.applying(transform))
    }
    let angle = acos(max(-1, min(1, (ax * bx + ay * by) / (lengthA * lengthB))))
    let distance = radius / tan(angle / 2)
    let (ux, uy) = (ax / lengthA, ay / lengthA)
    let (vx, vy) = (bx / lengthB, by / lengthB)
    let (bisectorX, bisectorY) = (ux + vx, uy + vy)
    let bisectorLength = hypot(bisectorX, bisectorY)
    let centerDistance = radius / sin(angle / 2)
    let center = CGPoint(
      x: tangent1End.x + bisectorX / bisectorLength * centerDistance,
      y: tangent1End.y + bisectorY / bisectorLength * centerDistance)
    let from = CGPoint(x: tangent1End.x + ux * distance, y: tangent1End.y + uy * distance)
    let to = CGPoint(x: tangent1End.x + vx * distance, y: tangent1End.y + vy * distance)
    addArc(
      center: center, radius: radius,
      startAngle: .radians(atan2(from.y - center.y, from.x - center.x)),
      endAngle: .radians(atan2(to.y - center.y, to.x - center.x)), clockwise: cross > 0,
      transform: transform)
  }

  /// Adds every element of `path`, transformed.
  ///
  /// ```swift
  /// combined.addPath(star, transform: CGAffineTransform(translationX: 20, y: 0))
  /// ```
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.applying(transform).elements {
      switch element {
      case .move(let to): move(to: to)
      case .line(let to): addLine(to: to)
      case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
      case .curve(let to, let c1, let c2): addCurve(to: to, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// Starts a subpath at `point` when there is no current point; `false` for a non-finite point.
  private mutating func startSubpathIfNeeded(at point: CGPoint) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    if currentPoint == nil { move(to: point) }
    return true
  }

  /// Adds a closed polygon through `points`.
  private mutating func addPolygon(_ points: [CGPoint], transform: CGAffineTransform) {
    addLines(points.map { $0.applying(transform) })
    closeSubpath()
  }

  /// Adds a quarter of an ellipse turning 90° clockwise on screen from `from` degrees.
  mutating func addQuarter(center: CGPoint, rx: CGFloat, ry: CGFloat, from: Double) {
    let start = from * .pi / 180
    let end = start + .pi / 2
    let k = 4.0 / 3.0 * tan(Double.pi / 8)
    addCurve(
      to: CGPoint(x: center.x + rx * cos(end), y: center.y + ry * sin(end)),
      control1: CGPoint(
        x: center.x + rx * (cos(start) - k * sin(start)),
        y: center.y + ry * (sin(start) + k * cos(start))),
      control2: CGPoint(
        x: center.x + rx * (cos(end) + k * sin(end)), y: center.y + ry * (sin(end) - k * cos(end))))
  }
}

extension Path: Shape {
  /// A path is drawn as it is, in its own coordinates from the view's origin.
  ///
  /// ```swift
  /// Path { $0.addLines([.zero, CGPoint(x: 120, y: 40)]) }.stroke(.blue, lineWidth: 2)
  /// ```
  public func path(in rect: CGRect) -> Path { self }
}
