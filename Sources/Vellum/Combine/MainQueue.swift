import Foundation

/// Whether code is running on the main queue, where Vellum's views and models live: on the main
/// thread, or inside work the main queue runs (which is where main-actor work runs, whichever
/// thread drains it). Values sent from anywhere else are handed to the main queue instead of
/// being delivered on the sender's thread.
///
/// ```swift
/// if MainQueue.isCurrent { deliver(value) } else { MainQueue.hop { deliver(value) } }
/// ```
package enum MainQueue {
  private static let marker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller is on the main thread or running work of the main queue.
  package static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: marker) == true
  }

  /// Runs `work` on the main actor later, carrying what it captured across: the sender hands it
  /// over and does not use it again.
  package static func hop(_ work: @escaping () -> Void) {
    let handed = Handed(work)
    Task { @MainActor in handed.work() }
  }

  private final class Handed: @unchecked Sendable {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
  }
}
