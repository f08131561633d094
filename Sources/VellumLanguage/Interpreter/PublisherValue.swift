import Vellum

/// A publisher held as a value: `Timer.publish(every:on:in:)`, connected by `autoconnect()`,
/// for `.onReceive(_:perform:)`. Its outputs are the language's values (a timer's are
/// `Date`s).
///
/// Publishers are not `Equatable` in Swift; two are equal here only when they are the same one.
///
/// ```swift
/// private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
/// ```
@MainActor
package final class PublisherValue: Hashable, CustomStringConvertible {
  /// The publisher, its outputs as values.
  let publisher: AnyPublisher<Value, Never>
  /// The timer publisher before `autoconnect()`, which connecting makes tick.
  let timer: Timer.TimerPublisher?

  /// A timer publisher that has not been connected: it publishes nothing until it is.
  init(timer: Timer.TimerPublisher) {
    self.timer = timer
    publisher = timer.map(Value.date).eraseToAnyPublisher()
  }

  /// A publisher of `publisher`'s outputs.
  init(_ publisher: AnyPublisher<Value, Never>) {
    timer = nil
    self.publisher = publisher
  }

  /// As Swift describes the timer's type.
  nonisolated package var description: String { "Publisher" }

  nonisolated package static func == (lhs: PublisherValue, rhs: PublisherValue) -> Bool {
    lhs === rhs
  }

  nonisolated package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
