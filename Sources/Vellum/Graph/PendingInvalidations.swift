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
  /// Whether a task that flushes the graph is waiting to run (see ``Graph/requestFlush()``).
  private var flushTaskWaits = false

  /// Records that `record` must be re-evaluated; `generation` (when given) is the evaluation that
  /// registered the observation, so callbacks of older evaluations are ignored (unless the
  /// record still counts on what they read, see ``GraphNode/observes(readsOf:)``).
  ///
  /// `animation` is that of the transaction the change was made in (`withAnimation`).
  func add(_ record: GraphNode, generation: UInt32?, animation: Animation?) {
    lock.lock()
    defer { lock.unlock() }
    entries.append(Entry(record: record, generation: generation))
    if let animation { self.animation = animation }
  }

  /// Claims the one waiting flush task: `true` when none waits, so the caller starts it (and
  /// calls ``flushTaskStarted()`` from it).
  func claimFlushTask() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !flushTaskWaits else { return false }
    flushTaskWaits = true
    return true
  }

  /// Notes that the waiting flush task is running: a later write needs a task of its own.
  func flushTaskStarted() {
    lock.lock()
    flushTaskWaits = false
    lock.unlock()
  }

  /// Whether a task that flushes the graph is waiting to run.
  var isFlushTaskWaiting: Bool {
    lock.lock()
    defer { lock.unlock() }
    return flushTaskWaits
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
