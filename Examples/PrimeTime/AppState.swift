import Vellum

/// The app-wide state of seed 001, with the corrections' `@Published` properties.
public final class AppState: ObservableObject {
  /// The counter's value.
  @Published public var count = 0
  /// The primes saved as favorites.
  @Published public var favoritePrimes: [Int] = []

  /// A state, empty by default.
  public init(count: Int = 0, favoritePrimes: [Int] = []) {
    self.count = count
    self.favoritePrimes = favoritePrimes
  }
}
