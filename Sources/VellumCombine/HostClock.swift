import Foundation

/// The time of one host: its "now" and the timers scheduled on it.
///
/// Timers connected while a host is mounting, updating or running an interaction are scheduled
/// on that host's clock, which moves only when a test calls `ViewHost.advance(by:)`; so no test
/// waits for real time and every run sees the same ticks.
package final class HostClock: @unchecked Sendable {
  /// The fixed start of every host's clock: 2024-01-01 09:41:00 UTC.
  static let start = Date(timeIntervalSince1970: 1_704_102_060)

  private struct Timer {
    let interval: TimeInterval
    var next: Date
    let fire: (Date) -> Void
  }

  private let lock = NSLock()
  private var date = HostClock.start
  private var timers: [Int: Timer] = [:]
  private var nextID = 0

  /// A clock at ``start``.
  package init() {}

  private static let currentClock = Locked<HostClock?>(nil)

  /// The clock of the host that is running now, if any.
  package static var current: HostClock? { currentClock.update { $0 } }

  /// Runs `body` with `clock` as the current clock.
  package static func withCurrent<T>(_ clock: HostClock, _ body: () throws -> T) rethrows -> T {
    let previous = currentClock.update { current in
      defer { current = clock }
      return current
    }
    defer { currentClock.update { $0 = previous } }
    return try body()
  }

  /// The clock's current time.
  package var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return date
  }

  /// Calls `fire` with the time every `interval` seconds from now, until the returned closure is
  /// called. An interval shorter than a millisecond is taken as a millisecond.
  package func schedule(every interval: TimeInterval, fire: @escaping (Date) -> Void) -> () -> Void
  {
    let interval = interval.isFinite ? max(interval, 0.001) : .greatestFiniteMagnitude
    lock.lock()
    nextID += 1
    let id = nextID
    timers[id] = Timer(interval: interval, next: date.addingTimeInterval(interval), fire: fire)
    lock.unlock()
    return { [weak self] in
      guard let self else { return }
      self.lock.lock()
      self.timers[id] = nil
      self.lock.unlock()
    }
  }

  /// Moves the clock forward by `seconds`, firing every tick due on the way in time order (ties
  /// in the order the timers were scheduled). Time never runs backwards: a negative or
  /// non-finite amount moves nothing.
  package func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    lock.lock()
    let end = date.addingTimeInterval(seconds)
    lock.unlock()
    while let (id, tick) = nextTick(before: end) {
      lock.lock()
      date = tick
      if var timer = timers[id] {
        timer.next = tick.addingTimeInterval(timer.interval)
        timers[id] = timer
      }
      let fire = timers[id]?.fire
      lock.unlock()
      fire?(tick)
    }
    lock.lock()
    date = end
    lock.unlock()
  }

  private func nextTick(before end: Date) -> (Int, Date)? {
    lock.lock()
    defer { lock.unlock() }
    let due = timers.filter { $0.value.next <= end }
    guard let first = due.min(by: { ($0.value.next, $0.key) < ($1.value.next, $1.key) }) else {
      return nil
    }
    return (first.key, first.value.next)
  }
}
