import Foundation
import Vellum

/// A shape a file declares (`struct Diamond: Shape { func path(in rect: CGRect) -> Path }`):
/// a Vellum shape whose path is the file's `path(in:)`, run in each rectangle the layout gives
/// it, so it draws, sizes and names itself as the same shape compiled does.
///
/// ```swift
/// let diamond = try evaluator.customShape(.record(type: "Diamond", fields: []), at: location)
/// diamond?.path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// ```
package struct InterpretedShape: Shape, Hashable, EvaluationNamed {
  /// The program that declares the shape.
  let program: Program
  /// The shape's value: its type and its stored properties.
  let record: Value
  /// Its type's `path(in:)`.
  let function: FunctionDecl

  /// The shape's type name, as the compiled shape's node and graph name it.
  package nonisolated var evaluationName: String { record.typeName }

  /// The path the file's `path(in:)` gives in `rect`; an empty path, with the problem reported
  /// where the program keeps its runtime problems, when running it fails.
  package func path(in rect: CGRect) -> Path {
    let evaluator = Evaluator(program: program)
    do throws(Diagnostic) {
      return try evaluator.path(of: record, by: function, in: rect)
    } catch {
      evaluator.report(error)
      return Path()
    }
  }

  package nonisolated static func == (lhs: InterpretedShape, rhs: InterpretedShape) -> Bool {
    lhs.program === rhs.program && lhs.record == rhs.record
  }

  package nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(program))
    hasher.combine(record)
  }
}
