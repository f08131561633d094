import Vellum

/// The PrimeTime example (seed 001) for tests, the preview gallery and the main command.
///
/// ```swift
/// let host = ViewHost(PrimeTimeExample.app(state: AppState()))
/// ```
public enum PrimeTimeExample {
  /// The app's root: a navigation view leading to the counter and the favorites.
  @MainActor public static func app(state: AppState, client: NthPrimeClient = .live) -> some View {
    ContentView(state: state).environment(\.nthPrimeClient, client)
  }

  /// Adds the example's previews to a gallery.
  @MainActor public static func addPreviews(to gallery: inout PreviewGallery) {
    gallery.add(PrimeTime_Previews.self, named: "PrimeTime")
  }
}

/// The app's screens.
struct PrimeTime_Previews: PreviewProvider {
  static var previews: some View {
    ContentView(state: AppState())
      .previewDisplayName("State management")
    NavigationView { CounterView(state: AppState(count: 7)) }
      .previewDisplayName("Counter at 7")
    IsPrimeModalView(state: AppState(count: 7))
      .previewDisplayName("Is 7 prime?")
    NavigationView { FavoritePrimes(state: AppState(favoritePrimes: [2, 3, 5, 7])) }
      .previewDisplayName("Favorite primes")
  }
}
