import Foundation
import Vellum

/// `Path`'s mutating methods, as a custom shape's drawing code calls them on the path it is
/// given or on a `var` path: lines, curves, arcs, rectangles, ellipses and other paths, with
/// SwiftUI's labels.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
///   path.addArc(center: center, radius: radius, startAngle: .degrees(180),
///               endAngle: .zero, clockwise: false)
///   path.closeSubpath()
/// }
/// ```
extension Evaluator {
  /// Runs `path.method(arguments)`; an error names a method `Path` does not have.
  func draw(
    _ method: String, _ arguments: [Argument], on path: inout Path, at location: SourceLocation
  ) throws(Diagnostic) {
    var call = Arguments(callee: method, arguments, at: location)
    func point(_ label: String) throws(Diagnostic) -> CGPoint {
      try self.point(try call.required(label))
    }
    func length(_ label: String) throws(Diagnostic) -> CGFloat {
      CGFloat(try number(try call.required(label)))
    }
    func angle(_ label: String) throws(Diagnostic) -> Angle {
      try self.angle(try call.required(label))
    }
    switch method {
    case "move": path.move(to: try point("to"))
    case "addLine": path.addLine(to: try point("to"))
    case "addLines": path.addLines(try points(try call.required(nil)))
    case "addQuadCurve": path.addQuadCurve(to: try point("to"), control: try point("control"))
    case "addCurve":
      path.addCurve(
        to: try point("to"), control1: try point("control1"), control2: try point("control2"))
    case "closeSubpath": path.closeSubpath()
    case "addRect": path.addRect(try rect(try call.required(nil)))
    case "addRects": path.addRects(try rects(try call.required(nil)))
    case "addEllipse": path.addEllipse(in: try rect(try call.required("in")))
    case "addRoundedRect":
      path.addRoundedRect(
        in: try rect(try call.required("in")), cornerSize: try size(try call.required("cornerSize"))
      )
    case "addArc" where call.has("tangent1End"):
      path.addArc(
        tangent1End: try point("tangent1End"), tangent2End: try point("tangent2End"),
        radius: try length("radius"))
    case "addArc":
      path.addArc(
        center: try point("center"), radius: try length("radius"),
        startAngle: try angle("startAngle"), endAngle: try angle("endAngle"),
        clockwise: try truth(of: try call.required("clockwise")))
    case "addRelativeArc":
      path.addRelativeArc(
        center: try point("center"), radius: try length("radius"),
        startAngle: try angle("startAngle"), delta: try angle("delta"))
    case "addPath": path.addPath(try self.path(try call.required(nil)))
    default:
      throw Diagnostic(
        message: "value of type 'Path' has no mutating method '\(method)'"
          + didYouMean(method, among: Self.pathMethodNames), location: location)
    }
    try call.finish()
  }

  /// The methods ``draw(_:_:on:at:)`` runs.
  static let pathMethodNames = [
    "move", "addLine", "addLines", "addQuadCurve", "addCurve", "closeSubpath", "addRect",
    "addRects", "addEllipse", "addRoundedRect", "addArc", "addRelativeArc", "addPath",
  ]

  /// The points of an array: `[a, b, CGPoint(x: 0, y: 0)]` or any expression that gives one.
  private func points(_ expression: Expression) throws(Diagnostic) -> [CGPoint] {
    try elements(expression) { (value) -> CGPoint? in
      if case .geometry(.point(let point)) = value { point } else { nil }
    } each: { (element) throws(Diagnostic) in
      try point(element)
    }
  }

  /// The rectangles of an array, as ``points(_:)`` reads points.
  private func rects(_ expression: Expression) throws(Diagnostic) -> [CGRect] {
    try elements(expression) { (value) -> CGRect? in
      if case .geometry(.rect(let rect)) = value { rect } else { nil }
    } each: { (element) throws(Diagnostic) in
      try rect(element)
    }
  }

  /// The elements of an array literal, each read by `each` (so `.zero` is inferred), or of
  /// any other array, each taken from its value by `take`.
  private func elements<T>(
    _ expression: Expression, take: (Value) -> T?,
    each: (Expression) throws(Diagnostic) -> T
  ) throws(Diagnostic) -> [T] {
    if case .array(let elements) = expression.kind {
      var read: [T] = []
      for element in elements { read.append(try each(element)) }
      return read
    }
    let value = try evaluate(expression)
    if case .array(let values) = value {
      let taken = values.compactMap(take)
      if taken.count == values.count { return taken }
    }
    throw Diagnostic(
      message: "expected an array of \(T.self), found \(value.typeName)",
      location: expression.location)
  }
}
