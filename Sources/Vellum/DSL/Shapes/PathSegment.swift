import Foundation

/// One drawn piece of a path with its start point: a line or a curve, which can be measured,
/// sampled and cut at a parameter (de Casteljau).
struct PathSegment {
  let start: CGPoint
  /// A `.line`, `.quadCurve` or `.curve`.
  let element: Path.Element
  /// Whether the piece begins a subpath.
  let startsSubpath: Bool

  /// The control polygon: start, controls, end.
  private var points: [CGPoint] {
    switch element {
    case .line(let to): [start, to]
    case .quadCurve(let to, let control): [start, control, to]
    case .curve(let to, let c1, let c2): [start, c1, c2, to]
    case .move(let to): [to]
    case .closeSubpath: [start]
    }
  }

  /// The point at parameter `t` in 0…1.
  func point(at t: CGFloat) -> CGPoint {
    var level = points
    while level.count > 1 {
      level = zip(level, level.dropFirst()).map { lerp($0, $1, t) }
    }
    return level[0]
  }

  /// The length, measured along 32 chords.
  var length: CGFloat {
    if case .line(let to) = element { return distance(start, to) }
    return samples.last ?? 0
  }

  /// The parameter at which the length from the start reaches `distance`.
  func parameter(at target: CGFloat) -> CGFloat {
    if case .line = element { return length == 0 ? 0 : target / length }
    let table = samples
    guard let index = table.firstIndex(where: { $0 >= target }) else { return 1 }
    guard index > 0 else { return 0 }
    let (before, after) = (table[index - 1], table[index])
    let fraction = after > before ? (target - before) / (after - before) : 0
    return (CGFloat(index - 1) + fraction) / CGFloat(table.count - 1)
  }

  /// The piece between parameters `from` and `to`, with its start point.
  func cut(from: CGFloat, to: CGFloat) -> (start: CGPoint, element: Path.Element) {
    let tail = split(points, at: from).1
    let piece = split(tail, at: from >= 1 ? 0 : (to - from) / (1 - from)).0
    switch piece.count {
    case 2: return (piece[0], .line(to: piece[1]))
    case 3: return (piece[0], .quadCurve(to: piece[2], control: piece[1]))
    default: return (piece[0], .curve(to: piece[3], control1: piece[1], control2: piece[2]))
    }
  }

  /// Cumulative lengths at 33 evenly spaced parameters.
  private var samples: [CGFloat] {
    var total: CGFloat = 0
    var previous = start
    var table: [CGFloat] = [0]
    for step in 1...32 {
      let next = point(at: CGFloat(step) / 32)
      total += distance(previous, next)
      table.append(total)
      previous = next
    }
    return table
  }
}

/// A Bézier control polygon split at `t` into the polygons of its two halves.
private func split(_ points: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
  var left = [points[0]]
  var right = [points[points.count - 1]]
  var level = points
  while level.count > 1 {
    level = zip(level, level.dropFirst()).map { lerp($0, $1, t) }
    left.append(level[0])
    right.append(level[level.count - 1])
  }
  return (left, right.reversed())
}

private func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
  CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  hypot(b.x - a.x, b.y - a.y)
}
