import Foundation

/// A task a view started (`.task`), which says when it has finished, so `settle()` can wait for
/// it without waiting forever for one that runs until it is cancelled.
@MainActor
package final class HostTask {
  /// The view whose `.task` started it, for diagnostics.
  let owner: String
  /// The running task.
  private(set) var task: Task<Void, Never>?
  /// Whether the task's work has returned.
  private(set) var isFinished = false
  private var waiters: [Waiter] = []

  init(owner: String) { self.owner = owner }

  /// Starts `action` as this task.
  func start(_ action: @escaping @MainActor @Sendable () async -> Void) {
    task = Task { @MainActor [self] in
      await action()
      finish()
    }
  }

  /// Waits until the task has finished or `deadline` has passed. When the deadline passes, the
  /// main actor is yielded to a few dozen times before giving up, so a task that was only
  /// waiting for its turn (the main actor busy elsewhere) still finishes rather than timing out.
  ///
  /// - Returns: `true` when the task finished in time.
  func wait(until deadline: ContinuousClock.Instant) async -> Bool {
    if isFinished { return true }
    return await withCheckedContinuation { continuation in
      let waiter = Waiter(continuation)
      waiters.append(waiter)
      waiter.timer = Task { @MainActor in
        try? await Task.sleep(until: deadline, clock: .continuous)
        for _ in 0..<50 { await Task.yield() }
        waiter.resume(false)
      }
    }
  }

  private func finish() {
    isFinished = true
    for waiter in waiters { waiter.resume(true) }
    waiters.removeAll()
  }

  /// One wait, resumed once: by the task finishing or by its deadline.
  private final class Waiter: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, Never>?
    var timer: Task<Void, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) { self.continuation = continuation }

    func resume(_ finished: Bool) {
      lock.lock()
      let continuation = self.continuation
      self.continuation = nil
      let timer = self.timer
      lock.unlock()
      if finished { timer?.cancel() }
      continuation?.resume(returning: finished)
    }
  }
}
