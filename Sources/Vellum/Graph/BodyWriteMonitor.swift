import Foundation
import VellumHotPaths

/// Notices writes to `@Observable` properties made while a body is being evaluated.
///
/// Observation reports a write through the change callbacks of earlier evaluations, on the
/// writing thread, before the write lands. The graph marks when it evaluates a body; a callback
/// that fires while the mark is set, on the thread that evaluates, was caused by the body
/// itself (a write from another thread at the same moment is not). Observation installs a
/// body's own callbacks only after the body returns, so the monitor sees a write once any
/// evaluation has read that property before: another view that shows it, or an earlier
/// evaluation of the same body.
///
/// Bodies are evaluated on the main actor, so the mark is a main-actor value: setting it around
/// a body is two stores, where a thread-specific mark cost four calls into the threads library
/// for every row of a list. A callback reads it only after checking that it runs where the main
/// actor does (``MainQueue/isCurrent``).
///
/// ```swift
/// let (body, wrote) = BodyWriteMonitor.whileEvaluating { view.body }
/// ```
@MainActor
enum BodyWriteMonitor {
  /// Whether a body is being evaluated, and whether a change callback fired on the main actor
  /// since the current evaluation began. Read and set in single accesses, around every body,
  /// so exempt from the run-time exclusivity check.
  private static let marks = UncheckedFields(fields: (isEvaluating: false, wrote: false))
  private static var isEvaluating: Bool {
    _read { yield marks[fields: \.isEvaluating].isEvaluating }
    _modify { yield &marks[fields: \.isEvaluating].isEvaluating }
  }
  private static var wrote: Bool {
    _read { yield marks[fields: \.wrote].wrote }
    _modify { yield &marks[fields: \.wrote].wrote }
  }

  /// Runs `evaluate`, marked as evaluating a body, and says whether a change callback fired on
  /// the main actor meanwhile. An evaluation inside another keeps the outer one's mark aside
  /// and puts it back after.
  static func whileEvaluating<T>(_ evaluate: () -> T) -> (result: T, wrote: Bool) {
    let (outerIsEvaluating, outerWrote) = (isEvaluating, wrote)
    (isEvaluating, wrote) = (true, false)
    let result = evaluate()
    let didWrite = wrote
    (isEvaluating, wrote) = (outerIsEvaluating, outerWrote)
    return (result, didWrite)
  }

  /// Called from a change callback, on any thread: notes the write when the callback runs on
  /// the main actor while a body is being evaluated.
  nonisolated static func noteChange() {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      if isEvaluating { wrote = true }
    }
  }
}
