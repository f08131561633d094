import Foundation

/// An action closure of the file (a button's, `onDelete`'s), kept with the names in scope where
/// it was written and run when the control fires.
///
/// ```swift
/// Button("+", action: Action(evaluator, closure).run)
/// ```
@MainActor
final class Action {
  private let evaluator: Evaluator
  private let closure: Closure

  /// An action; when checking, its statements are checked now.
  init(_ evaluator: Evaluator, _ closure: Closure) {
    self.evaluator = evaluator
    self.closure = closure
    if evaluator.checks != nil {
      if closure.forwarding != nil {
        evaluator.forward(closure, [])
      } else {
        evaluator.with(closure.parameters.first ?? "_", .offsets([])).perform(closure.body)
      }
    }
  }

  /// Runs the statements.
  func run() {
    if closure.forwarding != nil { return evaluator.forward(closure, []) }
    evaluator.perform(closure.body)
  }

  /// Runs the statements with the closure's parameter bound to `offsets`.
  func run(offsets: IndexSet) {
    if closure.forwarding != nil { return evaluator.forward(closure, [.offsets(offsets)]) }
    evaluator.with(closure.parameters.first ?? "_", .offsets(offsets)).perform(closure.body)
  }
}
