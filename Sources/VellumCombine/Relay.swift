/// Forwards an upstream's events to a downstream subscriber, passing each value through a
/// transform that may drop it (`nil`); what every operator attaches upstream.
struct Relay<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let transform: (Input) -> Downstream.Input?

  init(_ downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .unlimited }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
