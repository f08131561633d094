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
    Task { @MainActor in handed.value() }
  }

  /// Runs `work` with `value` on the main actor: at once when the caller is on the main queue,
  /// later when it is not. The value is handed over: the caller does not use it again.
  ///
  /// ```swift
  /// publisher.sink { @Sendable [weak self] in MainQueue.run(with: $0) { self?.action($0) } }
  /// ```
  package static func run<Value>(with value: Value, _ work: @escaping @MainActor (Value) -> Void) {
    let handed = HandedValue(value, to: work)
    if isCurrent {
      MainActor.assumeIsolated { handed.deliver() }
    } else {
      Task { @MainActor in handed.deliver() }
    }
  }

  private final class HandedValue<Value>: @unchecked Sendable {
    let value: Value
    let work: @MainActor (Value) -> Void
    init(_ value: Value, to work: @escaping @MainActor (Value) -> Void) {
      self.value = value
      self.work = work
    }
    @MainActor func deliver() { work(value) }
  }
}
