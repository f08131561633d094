import Foundation

extension Path {
  /// This path with every point transformed.
  ///
  /// ```swift
  /// path.applying(CGAffineTransform(scaleX: 2, y: 2))
  /// ```
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard transform != .identity else { return self }
    var result = Path()
    result.elements = elements.map { $0.applying(transform) }
    result.subpathStart = subpathStart?.applying(transform)
    return result
  }

  /// This path moved by `dx` and `dy`.
  ///
  /// ```swift
  /// path.offsetBy(dx: 10, dy: 0)
  /// ```
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The smallest rectangle holding every point of the path's lines and curves (`.null` when
  /// the path is empty).
  ///
  /// ```swift
  /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect   // 0, 0, 20, 10
  /// ```
  public var boundingRect: CGRect {
    let points = polylines().flatMap { $0 }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the path's filled area (non-zero winding, or even-odd).
  ///
  /// ```swift
  /// Circle().path(in: rect).contains(CGPoint(x: rect.midX, y: rect.midY))   // true
  /// ```
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polylines() where polygon.count > 1 {
      for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if point.x < x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The part of the path between two fractions of its length (0 is its start, 1 its end), as
  /// `trim(from:to:)` draws it. Curves are cut exactly; lengths are measured along the curves.
  ///
  /// ```swift
  /// Circle().path(in: rect).trimmedPath(from: 0, to: 0.25)   // a quarter arc
  /// ```
  public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
    let from = max(0, min(1, start.isFinite ? start : 0))
    let to = max(0, min(1, end.isFinite ? end : 1))
    guard from < to else { return Path() }
    if from == 0, to == 1 { return self }
    let pieces = segments()
    let total = pieces.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let (first, last) = (from * total, to * total)
    var result = Path()
    var offset: CGFloat = 0
    for piece in pieces {
      defer { offset += piece.length }
      let (lower, upper) = (max(first, offset), min(last, offset + piece.length))
      guard lower < upper || (piece.length == 0 && lower == upper && offset > first) else {
        continue
      }
      let cut = piece.cut(
        from: piece.parameter(at: lower - offset), to: piece.parameter(at: upper - offset))
      if result.currentPoint != cut.start { result.move(to: cut.start) }
      result.elements.append(cut.element)
    }
    return result
  }

  /// The path in SwiftUI's description format: `x y m`, `x y l`, `cx cy x y q`,
  /// `c1x c1y c2x c2y x y c`, `h`.
  ///
  /// ```swift
  /// Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description   // "0 0 m 2 0 l 2 1 l 0 1 l h"
  /// ```
  public var description: String {
    elements.map { element in
      switch element {
      case .move(let to): "\(numbers(to)) m"
      case .line(let to): "\(numbers(to)) l"
      case .quadCurve(let to, let control): "\(numbers(control, to)) q"
      case .curve(let to, let c1, let c2): "\(numbers(c1, c2, to)) c"
      case .closeSubpath: "h"
      }
    }.joined(separator: " ")
  }

  /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z`), numbers rounded to hundredths.
  ///
  /// ```swift
  /// Path(CGRect(x: 0, y: 0, width: 2, height: 1)).svgData   // "M0 0L2 0L2 1L0 1Z"
  /// ```
  package var svgData: String {
    elements.map { element in
      switch element {
      case .move(let to): "M" + numbers(to)
      case .line(let to): "L" + numbers(to)
      case .quadCurve(let to, let control): "Q" + numbers(control, to)
      case .curve(let to, let c1, let c2): "C" + numbers(c1, c2, to)
      case .closeSubpath: "Z"
      }
    }.joined()
  }

  /// Each subpath as a polygon, curves flattened into 16 lines each.
  private func polylines() -> [[CGPoint]] {
    var polygons: [[CGPoint]] = []
    for piece in segments() {
      if piece.startsSubpath || polygons.isEmpty { polygons.append([piece.start]) }
      polygons[polygons.count - 1] += (1...16).map { piece.point(at: CGFloat($0) / 16) }
    }
    return polygons
  }

  /// The path's drawn pieces with their start points; a close becomes a line to the subpath's
  /// start, and a lone move a zero-length piece.
  private func segments() -> [PathSegment] {
    var pieces: [PathSegment] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var isNewSubpath = true
    for element in elements {
      switch element {
      case .move(let to):
        current = to
        subpathStart = to
        isNewSubpath = true
        continue
      case .closeSubpath:
        pieces.append(
          PathSegment(start: current, element: .line(to: subpathStart), startsSubpath: isNewSubpath)
        )
        current = subpathStart
      case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
        pieces.append(PathSegment(start: current, element: element, startsSubpath: isNewSubpath))
        current = to
      }
      isNewSubpath = false
    }
    return pieces
  }
}

extension Path: LosslessStringConvertible {
  /// A path read from its description format (`0 0 m 2 0 l h`), or `nil` when the text is not
  /// in that format.
  ///
  /// ```swift
  /// Path("0 0 m 10 0 l 10 10 l h")
  /// ```
  public init?(_ string: String) {
    var path = Path()
    var numbers: [CGFloat] = []
    for token in string.split(whereSeparator: \.isWhitespace) {
      if let number = Double(token), number.isFinite {
        numbers.append(CGFloat(number))
        continue
      }
      let points = stride(from: 0, to: numbers.count - 1, by: 2).map {
        CGPoint(x: numbers[$0], y: numbers[$0 + 1])
      }
      switch (token, points.count, numbers.count % 2) {
      case ("m", 1, 0): path.move(to: points[0])
      case ("l", 1, 0): path.addLine(to: points[0])
      case ("q", 2, 0): path.addQuadCurve(to: points[1], control: points[0])
      case ("c", 3, 0): path.addCurve(to: points[2], control1: points[0], control2: points[1])
      case ("h", 0, 0): path.closeSubpath()
      default: return nil
      }
      numbers.removeAll()
    }
    guard numbers.isEmpty else { return nil }
    self = path
  }
}

extension Path.Element {
  fileprivate func applying(_ t: CGAffineTransform) -> Path.Element {
    switch self {
    case .move(let to): .move(to: to.applying(t))
    case .line(let to): .line(to: to.applying(t))
    case .quadCurve(let to, let control):
      .quadCurve(to: to.applying(t), control: control.applying(t))
    case .curve(let to, let c1, let c2):
      .curve(to: to.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }
}

extension Path {
  /// `sweep` (radians) with the turns beyond the first taken off: they retrace the circle, so
  /// it is drawn once, to the same end angle, and a sweep of any size takes at most eight
  /// quarter pieces.
  static func retracingOnce(_ sweep: Double) -> Double {
    let fullTurn = 2 * Double.pi
    guard abs(sweep) > fullTurn else { return sweep }
    return (sweep < 0 ? -1 : 1) * (fullTurn + abs(sweep).truncatingRemainder(dividingBy: fullTurn))
  }
}

/// Coordinates rounded to hundredths, separated by spaces, for descriptions and SVG.
private func numbers(_ points: CGPoint...) -> String {
  points.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " ")
}

/// A whole number without its fraction (`12`), any other as Swift writes a `Double` (`0.5`,
/// `1e+20`, `inf`, `nan`): a coordinate a path computed from an infinite or huge value is
/// written, never converted to an `Int` it does not fit.
private func number(_ value: CGFloat) -> String {
  let rounded = (Double(value) * 100).rounded() / 100
  if rounded == 0 { return "0" }
  if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int(rounded)) }
  return String(rounded)
}
