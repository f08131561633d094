import Foundation
import Vellum

/// Custom shapes: the records whose type conforms to `Shape` and declares `path(in:)`, drawn
/// as views (`Diamond()`, `Diamond().fill(.orange)`) and passed as shapes
/// (`.clipShape(Diamond())`), as SwiftUI draws a `Shape` in the rectangle its frame gives it.
///
/// ```swift
/// struct Diamond: Shape {
///   func path(in rect: CGRect) -> Path { … }
/// }
/// Diamond().stroke(.blue, lineWidth: 2).frame(width: 40, height: 40)
/// ```
extension Evaluator {
  /// Whether `expression` makes a shape: a built-in one, or a record whose type is a `Shape`
  /// the file declares (`Wedge(degrees: 90)`).
  func makesShape(_ expression: Expression) -> Bool {
    guard case .call(let callee, _) = expression.kind, case .identifier(let name) = callee.kind
    else { return false }
    return expression.isShapeConstructor || program.isCustomShape(name)
  }

  /// `value` as a custom shape, when its type is a `Shape` the file declares; `nil` for any
  /// other value. A `Shape` without `path(in:)` is an error at its declaration.
  func customShape(_ value: Value) throws(Diagnostic) -> InterpretedShape? {
    guard case .record(let type, _) = value, program.isCustomShape(type),
      let decl = program.records[type]
    else { return nil }
    guard let function = decl.functions.first(where: Program.isPathFunction) else {
      throw Diagnostic(
        message: "'\(type)' conforms to 'Shape' but declares no 'path(in:)'",
        location: decl.location)
    }
    // Checking draws the path once, in the square a shape has before it is measured, so a
    // mistake in the drawing code is found without the shape being laid out.
    if checks != nil {
      _ = try path(of: value, by: function, in: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    return InterpretedShape(program: program, record: value, function: function)
  }

  /// `record`'s path in `rect`, as `function`, its type's `path(in:)`, computes it.
  func path(of record: Value, by function: FunctionDecl, in rect: CGRect) throws(Diagnostic)
    -> Path
  {
    let scope = recordScope(record).with(function.parameters[0].name, .geometry(.rect(rect)))
    let value = try nested(function.name, at: function.location) { () throws(Diagnostic) in
      try scope.value(of: function.body)
    }
    guard case .geometry(.path(let path)) = value else {
      throw Diagnostic(
        message: "'path(in:)' must return a Path, not \(value.typeName)",
        location: function.location)
    }
    return path
  }
}

extension Program {
  /// Whether `name` is a struct the program declares that conforms to `Shape`.
  func isCustomShape(_ name: String) -> Bool {
    records[name]?.conformances.contains("Shape") == true
  }

  /// Whether `function` is `Shape`'s requirement `path(in:)`.
  static func isPathFunction(_ function: FunctionDecl) -> Bool {
    function.name == "path" && function.parameters.count == 1
      && function.parameters[0].label == "in" && !function.isMutating
  }
}
