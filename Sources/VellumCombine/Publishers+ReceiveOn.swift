extension Publishers {
  /// Delivers its upstream's values and completion on a scheduler.
  ///
  /// ```swift
  /// loader.results.receive(on: DispatchQueue.main)
  /// ```
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events move.
    public let upstream: Upstream
    /// Where they are delivered.
    public let scheduler: Context

    /// A publisher delivering `upstream`'s events on `scheduler`.
    ///
    /// ```swift
    /// Publishers.ReceiveOn(upstream: Just(1), scheduler: DispatchQueue.main)
    /// ```
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    /// Attaches `subscriber`, each event delivered through the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: subscriber.receive(subscription:),
          receiveValue: { value in
            scheduler.schedule { _ = subscriber.receive(value) }
            return .unlimited
          },
          receiveCompletion: { completion in
            scheduler.schedule { subscriber.receive(completion: completion) }
          }))
    }
  }
}

extension Publisher {
  /// This publisher's events delivered on `scheduler`.
  ///
  /// ```swift
  /// loader.results.receive(on: RunLoop.main).sink { items = $0 }
  /// ```
  public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
}
