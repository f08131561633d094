/// A scheduler that runs every action at once.
///
/// ```swift
/// Just(1).receive(on: ImmediateScheduler.shared)
/// ```
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The scheduler.
  public static let shared = ImmediateScheduler()

  /// Runs `action` now.
  public func schedule(_ action: @escaping () -> Void) { action() }
}
