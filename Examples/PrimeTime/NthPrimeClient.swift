import Vellum

/// Answers "what is the nth prime?". The episode asks Wolfram Alpha; here the live client counts
/// primes itself (no network), and tests inject their own.
public struct NthPrimeClient: Sendable {
  /// The nth prime, or `nil` when there is none to give.
  public var nthPrime: @Sendable (Int) async -> Int?

  /// A client from a function.
  public init(nthPrime: @escaping @Sendable (Int) async -> Int?) {
    self.nthPrime = nthPrime
  }

  /// Counts primes up to the nth.
  public static let live = NthPrimeClient { n in
    guard n > 0 else { return nil }
    var found = 0
    var candidate = 1
    while found < n {
      candidate += 1
      if isPrime(candidate) { found += 1 }
    }
    return candidate
  }
}

private enum NthPrimeClientKey: EnvironmentKey {
  static let defaultValue = NthPrimeClient.live
}

extension EnvironmentValues {
  /// The client the counter asks for the nth prime.
  public var nthPrimeClient: NthPrimeClient {
    get { self[NthPrimeClientKey.self] }
    set { self[NthPrimeClientKey.self] = newValue }
  }
}
