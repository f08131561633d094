import Foundation
import Vellum

/// The geometry a custom shape's `path(in:)` computes with, with Foundation's and SwiftUI's
/// initializers and members: `CGPoint(x:y:)`, `CGSize(width:height:)`,
/// `CGRect(x:y:width:height:)` and `CGRect(origin:size:)` with their `minX` … `maxY`,
/// `Angle(degrees:)` and `.degrees(_:)`, and `Path`, made empty, from a rectangle or an
/// ellipse, or drawn by a closure (`Path { path in … }`).
///
/// ```swift
/// func path(in rect: CGRect) -> Path {
///   Path { path in
///     path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///   }
/// }
/// ```
extension Evaluator {
  /// `Type(arguments)` for one of ``GeometryValue/typeNames``.
  func geometry(_ type: String, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    var call = Arguments(callee: type, arguments, at: location)
    func length(_ label: String) throws(Diagnostic) -> CGFloat {
      CGFloat(try number(try call.required(label)))
    }
    let made: GeometryValue
    switch type {
    case "CGPoint":
      made = .point(CGPoint(x: try length("x"), y: try length("y")))
    case "CGSize":
      made = .size(CGSize(width: try length("width"), height: try length("height")))
    case "CGRect" where call.has("origin"):
      made = .rect(
        CGRect(
          origin: try point(try call.required("origin")),
          size: try size(try call.required("size"))))
    case "CGRect":
      made = .rect(
        CGRect(
          x: try length("x"), y: try length("y"), width: try length("width"),
          height: try length("height")))
    case "Angle" where call.has("radians"):
      made = .angle(Angle(radians: try number(try call.required("radians"))))
    case "Angle":
      made = .angle(Angle(degrees: try number(try call.required("degrees"))))
    default:
      made = .path(try path(&call))
    }
    try call.finish()
    return .geometry(made)
  }

  /// `Path()`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)` or
  /// `Path { path in … }`.
  private func path(_ call: inout Arguments) throws(Diagnostic) -> Path {
    if let rect = call.optional(nil) { return Path(try self.rect(rect)) }
    if let rect = call.optional("ellipseIn") { return Path(ellipseIn: try self.rect(rect)) }
    if let rect = call.optional("roundedRect") {
      return Path(
        roundedRect: try self.rect(rect),
        cornerRadius: CGFloat(try number(try call.required("cornerRadius"))))
    }
    guard let drawing = try call.closure("callback") else { return Path() }
    return try draw(drawing, at: call.location)
  }

  /// The path `closure` draws into the path it is given, as `Path.init(_:)` runs its callback
  /// with the new path `inout`.
  private func draw(_ closure: Closure, at location: SourceLocation) throws(Diagnostic) -> Path {
    guard closure.parameters.count == 1 else {
      throw Diagnostic(message: "a path's closure takes the path it draws", location: location)
    }
    let name = closure.parameters[0]
    let scope = with(variable: name, .geometry(.path(Path())), type: .named("Path"))
    try nested("Path", at: location) { () throws(Diagnostic) in
      _ = try scope.run(closure.body)
    }
    guard case .geometry(.path(let drawn)) = scope.variables[name]?.value else {
      throw Diagnostic(message: "'\(name)' no longer holds a path", location: location)
    }
    return drawn
  }

  /// `Type.name` for a geometry type: the type's `zero`, or `Double.pi`.
  func geometryTypeMember(_ name: String, of type: String, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    if name == "zero", let zero = GeometryValue.zero(of: type) { return .geometry(zero) }
    throw Diagnostic(message: "type '\(type)' has no member '\(name)'", location: location)
  }

  /// The units `Angle.degrees(_:)` and `Angle.radians(_:)` name.
  static let angleUnits: Set<String> = ["degrees", "radians"]

  /// `Angle.unit(amount)`: `.degrees(90)`, `.radians(.pi)`.
  func angle(_ unit: String, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    var call = Arguments(callee: unit, arguments, at: location)
    let amount = try number(try call.required(nil))
    try call.finish()
    return .geometry(.angle(unit == "degrees" ? .degrees(amount) : .radians(amount)))
  }

  /// `value.name`: a point's coordinates, a size's sides, a rectangle's edges, middles, origin
  /// and size, an angle's degrees and radians, a path's bounding rectangle.
  func member(_ name: String, of value: GeometryValue, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    let found: Value? =
      switch (value, name) {
      case (.point(let point), "x"): .double(point.x)
      case (.point(let point), "y"): .double(point.y)
      case (.size(let size), "width"): .double(size.width)
      case (.size(let size), "height"): .double(size.height)
      case (.rect(let rect), _): member(name, of: rect)
      case (.angle(let angle), "degrees"): .double(angle.degrees)
      case (.angle(let angle), "radians"): .double(angle.radians)
      case (.path(let path), "boundingRect"): .geometry(.rect(path.boundingRect))
      case (.path(let path), "isEmpty"): .boolean(path.isEmpty)
      case (_, "description"): .string(value.description)
      default: nil
      }
    guard let found else {
      throw Diagnostic(
        message: "value of type '\(value.typeName)' has no member '\(name)'", location: location)
    }
    return found
  }

  private func member(_ name: String, of rect: CGRect) -> Value? {
    switch name {
    case "origin": .geometry(.point(rect.origin))
    case "size": .geometry(.size(rect.size))
    case "minX": .double(rect.minX)
    case "midX": .double(rect.midX)
    case "maxX": .double(rect.maxX)
    case "minY": .double(rect.minY)
    case "midY": .double(rect.midY)
    case "maxY": .double(rect.maxY)
    case "width": .double(rect.width)
    case "height": .double(rect.height)
    case "isEmpty": .boolean(rect.isEmpty)
    default: nil
    }
  }

  /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)` or `path.offsetBy(dx:dy:)`; `nil` for
  /// any other method.
  func geometryMethod(_ name: String, of value: GeometryValue, _ call: inout Arguments)
    throws(Diagnostic) -> Value?
  {
    guard ["insetBy", "offsetBy"].contains(name) else { return nil }
    let dx = CGFloat(try number(try call.required("dx")))
    let dy = CGFloat(try number(try call.required("dy")))
    switch (value, name) {
    case (.rect(let rect), "insetBy"): return .geometry(.rect(rect.insetBy(dx: dx, dy: dy)))
    case (.rect(let rect), "offsetBy"): return .geometry(.rect(rect.offsetBy(dx: dx, dy: dy)))
    case (.path(let path), "offsetBy"): return .geometry(.path(path.offsetBy(dx: dx, dy: dy)))
    default: return nil
    }
  }

  /// A point: `CGPoint(x:y:)`, `.zero`, or any expression that gives one.
  func point(_ expression: Expression) throws(Diagnostic) -> CGPoint {
    try geometry(expression, of: "CGPoint", \.point)
  }

  /// A size: `CGSize(width:height:)`, `.zero`, or any expression that gives one.
  func size(_ expression: Expression) throws(Diagnostic) -> CGSize {
    try geometry(expression, of: "CGSize", \.size)
  }

  /// A rectangle: `CGRect(x:y:width:height:)`, `rect`, or any expression that gives one.
  func rect(_ expression: Expression) throws(Diagnostic) -> CGRect {
    try geometry(expression, of: "CGRect", \.rect)
  }

  /// An angle: `.degrees(90)`, `.radians(.pi)`, `.zero`, `Angle(degrees: 90)`, or any
  /// expression that gives one.
  func angle(_ expression: Expression) throws(Diagnostic) -> Angle {
    try geometry(expression, of: "Angle", \.angle)
  }

  /// A path: `Path(rect)`, a local path, or any expression that gives one.
  func path(_ expression: Expression) throws(Diagnostic) -> Path {
    try geometry(expression, of: "Path", \.path)
  }

  /// The value of the geometry type `type` that `expression` gives, taken out by `take`.
  private func geometry<T>(
    _ expression: Expression, of type: String, _ take: KeyPath<GeometryValue, T?>
  ) throws(Diagnostic) -> T {
    let value =
      if let implicit = try implicitGeometry(expression, of: type) { implicit } else {
        try evaluate(expression)
      }
    guard case .geometry(let geometry) = value, let taken = geometry[keyPath: take] else {
      throw Diagnostic(
        message: "expected a \(type), found \(value.typeName)", location: expression.location)
    }
    return taken
  }

  /// `expression`'s value where a value of the geometry type `type` is expected: an implicit
  /// member is looked up in that type, as Swift infers `.degrees(90)` from the parameter's
  /// type; `nil` when `expression` is no implicit member `type` has.
  func implicitGeometry(_ expression: Expression, of type: String) throws(Diagnostic) -> Value? {
    switch expression.kind {
    case .implicitMember("zero"):
      return GeometryValue.zero(of: type).map(Value.geometry)
    case .call(let callee, let arguments) where type == "Angle":
      guard case .implicitMember(let unit) = callee.kind, Self.angleUnits.contains(unit) else {
        return nil
      }
      return try angle(unit, arguments, at: expression.location)
    default:
      return nil
    }
  }
}
