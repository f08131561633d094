import Foundation

/// Notices writes to `@Observable` properties made while a body is being evaluated.
///
/// Observation reports a write through the change callbacks of earlier evaluations, on the
/// writing thread, before the write lands. The graph marks the thread that evaluates a body;
/// a callback that fires on that thread while the mark is set was caused by the body itself
/// (a write from another thread at the same moment is not). Observation installs a body's own
/// callbacks only after the body returns, so the monitor sees a write once any evaluation has
/// read that property before: another view that shows it, or an earlier evaluation of the
/// same body.
///
/// ```swift
/// let wrote = BodyWriteMonitor.shared.whileEvaluating { view.body }
/// ```
final class BodyWriteMonitor: @unchecked Sendable {
  /// One monitor for all graphs: evaluations never interleave between hosts.
  static let shared = BodyWriteMonitor()

  private let lock = NSLock()
  /// The thread evaluating a body, as `pthread_self()` names it (a read of the thread's own
  /// register, where `Thread.current` would look its object up).
  private var evaluatingThread: pthread_t?
  private var sawWrite = false

  /// Runs `evaluate`, marking the current thread as evaluating a body, and says whether a change
  /// callback fired on this thread meanwhile.
  func whileEvaluating<T>(_ evaluate: () -> T) -> (result: T, wrote: Bool) {
    let thread = pthread_self()
    lock.lock()
    let outer = (evaluatingThread, sawWrite)
    evaluatingThread = thread
    sawWrite = false
    lock.unlock()
    let result = evaluate()
    lock.lock()
    let wrote = sawWrite
    (evaluatingThread, sawWrite) = outer
    lock.unlock()
    return (result, wrote)
  }

  /// Called from a change callback: notes the write when it came from the evaluating thread.
  func noteChange() {
    let thread = pthread_self()
    lock.lock()
    if let evaluatingThread, pthread_equal(evaluatingThread, thread) != 0 { sawWrite = true }
    lock.unlock()
  }
}
