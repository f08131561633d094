import Foundation

/// SVG path data for the shapes symbols are drawn from, in a 24-unit square.
///
/// ```swift
/// SymbolPath.circle(12, 12, 9)   // "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0"
/// ```
package enum SymbolPath {
  /// A page with its top trailing corner folded (the `doc` family's outline).
  static let page = "M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z"
  /// A speech bubble with its tail at the lower leading corner (the `bubble` family's outline).
  static let speechBubble =
    "M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H10l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
  /// The four corners of a viewfinder around the square.
  static let viewfinderCorners =
    "M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3"

  /// A circle around (`x`, `y`) of radius `r`, as two arcs.
  package static func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
    "M\(n(x - r)) \(n(y))a\(n(r)) \(n(r)) 0 1 0 \(n(2 * r)) 0a\(n(r)) \(n(r)) 0 1 0 \(n(-2 * r)) 0"
  }

  /// A rectangle with corners rounded by `r`.
  package static func roundedRect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ r: Double
  ) -> String {
    let arc = "a\(n(r)) \(n(r)) 0 0 1 "
    return "M\(n(x + r)) \(n(y))h\(n(width - 2 * r))\(arc)\(n(r)) \(n(r))v\(n(height - 2 * r))"
      + "\(arc)\(n(-r)) \(n(r))h\(n(-(width - 2 * r)))\(arc)\(n(-r)) \(n(-r))"
      + "v\(n(-(height - 2 * r)))\(arc)\(n(r)) \(n(-r))z"
  }

  /// A regular star or polygon around the square's centre: `points` corners at radius `outer`,
  /// with corners at radius `inner` between them when given (a star), the first one up.
  static func polygon(points: Int, outer: Double, inner: Double? = nil, y: Double = 12) -> String {
    let steps = inner == nil ? points : points * 2
    var path = ""
    for step in 0..<steps {
      let radius = inner != nil && step % 2 == 1 ? inner! : outer
      let angle = Double(step) / Double(steps) * 2 * Double.pi
      let x = 12 + radius * sin(angle)
      let cornerY = y - radius * cos(angle)
      path += (step == 0 ? "M" : "L") + n(x) + " " + n(cornerY)
    }
    return path + "z"
  }

  /// A gear of `teeth` square teeth between radii `inner` and `outer`, around the centre.
  static func gear(teeth: Int, inner: Double, outer: Double) -> String {
    var path = ""
    let slice = 2 * Double.pi / Double(teeth)
    for tooth in 0..<teeth {
      let start = Double(tooth) * slice
      let corners = [
        (inner, start), (outer, start + slice * 0.18), (outer, start + slice * 0.5),
        (inner, start + slice * 0.68),
      ]
      for (index, (radius, angle)) in corners.enumerated() {
        let command = tooth == 0 && index == 0 ? "M" : "L"
        path += command + n(12 + radius * sin(angle)) + " " + n(12 - radius * cos(angle))
      }
    }
    return path + "z"
  }

  /// A number with at most two decimals and no trailing zeros, as path data writes it.
  static func n(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
