/// Subscribes to a publisher while the content is on screen and runs an action with each value.
///
/// The subscription starts after the pass in which the view appears (so a publisher that sends at
/// once, like `Just` or a `@Published` property, runs the action as an `onAppear` would), keeps
/// the first publisher it was given, always calls the latest action, and ends when the view
/// disappears. A value sent from another thread is delivered on the main actor afterwards, not
/// on the sender's thread.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  typealias Body = Never

  let publisher: P
  let action: (P.Output) -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.passThrough(content, foldsModifiers: false)
    let lifecycle = record.lifecycle
    if let receiver = lifecycle.lastValue as? Receiver<P.Output> {
      receiver.action = action
      return
    }
    let receiver = Receiver(action: action)
    lifecycle.lastValue = receiver
    lifecycle.onDisappear = [Effect(receiver.cancel)]
    let publisher = publisher
    record.addEffect { receiver.subscribe(to: publisher) }
  }
}

/// The live subscription of one `onReceive`, calling the latest action.
@MainActor
final class Receiver<Value> {
  var action: (Value) -> Void
  private var subscription: AnyCancellable?
  private var isCancelled = false

  init(action: @escaping (Value) -> Void) { self.action = action }

  func subscribe<P: Publisher>(to publisher: P) where P.Output == Value, P.Failure == Never {
    guard !isCancelled else { return }
    // Sendable, so not isolated to the main actor: a value sent from another thread reaches it
    // there, and an isolated closure would check its executor on entry and trap.
    subscription = publisher.sink { @Sendable [weak self] value in
      MainQueue.run(with: value) { self?.action($0) }
    }
  }

  func cancel() {
    isCancelled = true
    subscription = nil
  }
}
