import Foundation

/// What a parent proposes to a child, in points: `nil` asks for the ideal length, `0` for the
/// smallest, `.infinity` for the largest (SwiftUI's `ProposedViewSize`, in `Double`s).
struct Proposal: Hashable {
  var width: Double?
  var height: Double?

  init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// Both lengths unspecified: the child's ideal size.
  static let unspecified = Proposal(width: nil, height: nil)

  /// The proposal with unspecified lengths replaced by 10 points, a flexible view's ideal.
  func replacingUnspecifiedDimensions() -> Size {
    Size(width: width ?? 10, height: height ?? 10)
  }
}

/// A size in points.
package struct Size: Hashable, Sendable {
  package var width: Double
  package var height: Double

  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  package static let zero = Size(width: 0, height: 0)
}

/// A point in screen points.
package struct Point: Hashable, Sendable {
  package var x: Double
  package var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in screen points, its origin at the top-leading corner.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
  package var origin: Point
  package var size: Size

  package init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  package init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  package var minX: Double { origin.x }
  package var minY: Double { origin.y }
  package var maxX: Double { origin.x + size.width }
  package var maxY: Double { origin.y + size.height }
  package var width: Double { size.width }
  package var height: Double { size.height }

  /// The rectangle moved by `dx` and `dy`.
  package func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The smallest rectangle that holds this one and `other`.
  ///
  /// ```swift
  /// Rect(x: 0, y: 0, width: 10, height: 10).union(Rect(x: 5, y: 20, width: 10, height: 5))
  /// // (0, 0, 15, 25)
  /// ```
  package func union(_ other: Rect) -> Rect {
    let x = min(minX, other.minX)
    let y = min(minY, other.minY)
    return Rect(
      x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
  }

  /// `(x, y, width, height)`, each to two decimals at most.
  package var description: String {
    func format(_ value: Double) -> String {
      let rounded = (value * 100).rounded() / 100
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    return "(\(format(minX)), \(format(minY)), \(format(width)), \(format(height)))"
  }
}
