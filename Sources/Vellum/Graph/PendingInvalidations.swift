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

  /// Records that `record` must be re-evaluated; `generation` (when given) is the evaluation that
  /// registered the observation, so callbacks of older evaluations are ignored (unless the
  /// record still counts on what they read, see ``GraphNode/observes(readsOf:)``).
  ///
  /// `animation` is that of the transaction the change was made in (`withAnimation`).
  ///
  /// - Returns: `true` when the queue was empty, so the caller should ask for an update pass.
  func add(_ record: GraphNode, generation: UInt32?, animation: Animation?) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    entries.append(Entry(record: record, generation: generation))
    if let animation { self.animation = animation }
    return entries.count == 1
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
