import Foundation

/// Invalidations reported by observation callbacks (`@Observable` changes, `objectWillChange`),
/// which may arrive on any thread. The graph takes them on the main actor before every update
/// pass, so a change made just before a render is always seen by it.
final class PendingInvalidations: @unchecked Sendable {
  private struct Entry {
    weak var record: GraphNode?
    let generation: UInt32?
  }

  private let lock = NSLock()
  private var entries: [Entry] = []
  private var animation: Animation?
  /// Whether a task that drains the queue is waiting to run: one at most, so callbacks fired in
  /// a loop that never yields the main actor do not pile tasks up.
  private var drainScheduled = false

  /// Records that `record` must be re-evaluated; `generation` (when given) is the evaluation that
  /// registered the observation, so callbacks of older evaluations are ignored (unless the
  /// record still counts on what they read, see ``GraphNode/observes(readsOf:)``).
  ///
  /// `animation` is that of the transaction the change was made in (`withAnimation`).
  ///
  /// - Returns: `true` when no task is waiting to drain the queue, so the caller should start
  ///   one (and call ``drainTaskStarted()`` from it).
  func add(_ record: GraphNode, generation: UInt32?, animation: Animation?) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    entries.append(Entry(record: record, generation: generation))
    if let animation { self.animation = animation }
    guard !drainScheduled else { return false }
    drainScheduled = true
    return true
  }

  /// Notes that the task started for ``add(_:generation:animation:)`` is running: a later
  /// callback needs a task of its own.
  func drainTaskStarted() {
    lock.lock()
    drainScheduled = false
    lock.unlock()
  }

  /// Whether a task that drains the queue is waiting to run.
  var isDrainScheduled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return drainScheduled
  }

  /// How many invalidations are waiting (one per callback that fired since the last drain).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }

  /// Whether anything is waiting.
  var isEmpty: Bool {
    lock.lock()
    defer { lock.unlock() }
    return entries.isEmpty
  }

  /// Marks every waiting record dirty and empties the queue.
  ///
  /// - Returns: the animation of the last change that was made in an animated transaction.
  @MainActor func drain() -> Animation? {
    lock.lock()
    let taken = entries
    let animation = self.animation
    entries.removeAll()
    self.animation = nil
    lock.unlock()
    for entry in taken {
      guard let record = entry.record else { continue }
      if let generation = entry.generation, !record.observes(readsOf: generation) { continue }
      record.invalidate()
    }
    return animation
  }
}
