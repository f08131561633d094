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
/// The mark is the thread's own (a thread-specific value), so setting it and reading it take
/// no lock: each thread only ever reads and writes its own mark, and a body is evaluated for
/// every row of a list.
///
/// ```swift
/// let wrote = BodyWriteMonitor.shared.whileEvaluating { view.body }
/// ```
final class BodyWriteMonitor: Sendable {
  /// One monitor for all graphs.
  static let shared = BodyWriteMonitor()

  /// The key of each thread's mark: none while it evaluates no body, ``evaluating`` while it
  /// does, ``wrote`` once a change callback fired on it meanwhile.
  private let key: pthread_key_t

  private static var evaluating: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }
  private static var wrote: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 2) }

  private init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "no thread-specific key is left for the body write monitor")
    self.key = key
  }

  /// Runs `evaluate`, marking the current thread as evaluating a body, and says whether a change
  /// callback fired on this thread meanwhile. An evaluation inside another keeps the outer
  /// one's mark aside and puts it back after.
  func whileEvaluating<T>(_ evaluate: () -> T) -> (result: T, wrote: Bool) {
    let outer = pthread_getspecific(key)
    pthread_setspecific(key, Self.evaluating)
    let result = evaluate()
    let wrote = pthread_getspecific(key) == Self.wrote
    pthread_setspecific(key, outer)
    return (result, wrote)
  }

  /// Called from a change callback: notes the write when this thread is evaluating a body.
  func noteChange() {
    guard pthread_getspecific(key) != nil else { return }
    pthread_setspecific(key, Self.wrote)
  }
}
