import Observation

/// An observable property of one record that each of its evaluations reads, so the graph can
/// end the record's previous observation tracking when the record is evaluated again or goes.
///
/// `withObservationTracking` registers an evaluation with every `@Observable` object it read,
/// and a registration is removed only when one of those properties changes: there is no public
/// way to cancel it. A body re-evaluated for another reason (its `@State`, its parent) while an
/// observed property stays the same would leave one registration behind per evaluation, in an
/// object that may live as long as the app. Changing the sentinel is a change to a property the
/// previous tracking read, so Observation ends that tracking and drops all its registrations;
/// the callback it fires is ignored (``isRetiringOnThisThread``).
///
/// A record gets its sentinel at its second tracked evaluation (``GraphNode/sentinelToRetire``):
/// most records are evaluated once, and an allocation for each would be paid by every row of a
/// list. The first evaluation's tracking therefore stays registered until a property it read
/// changes, one registration per record at most.
///
/// ```swift
/// sentinel.retire()                  // ends the last tracking that read it
/// withObservationTracking({ sentinel.read(); return view.body }) { … }
/// ```
@MainActor
final class ObservationSentinel: Observable {
  private let registrar = ObservationRegistrar()
  /// Whether a sentinel is being changed, so the callbacks that fire are endings, not changes.
  private static var isRetiring = false

  /// The property a tracking reads; it has no value, only its changes matter.
  private var mark: Void { () }

  /// Marks the mark as read by the tracking running now.
  func read() {
    registrar.access(self, keyPath: \.mark)
  }

  /// Ends every tracking that read this sentinel: Observation calls their callbacks once and
  /// removes their registrations from every object they observed.
  func retire() {
    Self.isRetiring = true
    defer { Self.isRetiring = false }
    registrar.withMutation(of: self, keyPath: \.mark) {}
  }

  /// Called from a change callback, on any thread: whether it fires because a sentinel is
  /// being retired on the main actor, so it must do nothing.
  nonisolated static var isRetiringOnThisThread: Bool {
    MainQueue.isCurrent && MainActor.assumeIsolated { isRetiring }
  }
}
