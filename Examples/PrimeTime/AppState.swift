import Vellum

/// The app-wide state of seed 001, with the corrections' `@Published` properties.
public final class AppState: ObservableObject {
  @Published public var count = 0
  @Published public var favoritePrimes: [Int] = []

  /// A state, empty by default.
  public init(count: Int = 0, favoritePrimes: [Int] = []) {
    self.count = count
    self.favoritePrimes = favoritePrimes
  }
}
