// swift-format-ignore-file
// Seed 001 (Point-Free, "SwiftUI and State Management, part 2") as the episode writes it, with
// the corrections' API: `@ObservedObject`, `sheet`, `alert(item:)`, `navigationBarTitle`, and
// `ForEach(…, id: \.self)`. Only the import is changed.
import Vellum

struct ContentView: View {
  @ObservedObject var state: AppState

  var body: some View {
    NavigationView {
      List {
        NavigationLink(destination: CounterView(state: self.state)) {
          Text("Counter demo")
        }
        NavigationLink(destination: FavoritePrimes(state: self.state)) {
          Text("Favorite primes")
        }
      }
      .navigationBarTitle("State management")
    }
  }
}

struct PrimeAlert: Identifiable {
  let prime: Int
  var id: Int { self.prime }
}

struct CounterView: View {
  @ObservedObject var state: AppState
  @State var isPrimeModalShown: Bool = false
  @State var alertNthPrime: PrimeAlert?
  @State var isNthPrimeButtonDisabled = false
  @Environment(\.nthPrimeClient) var client

  var body: some View {
    VStack {
      HStack {
        Button(action: { self.state.count -= 1 }) {
          Text("-")
        }
        Text("\(self.state.count)")
        Button(action: { self.state.count += 1 }) {
          Text("+")
        }
      }
      Button(action: { self.isPrimeModalShown = true }) {
        Text("Is this prime?")
      }
      Button(action: self.nthPrimeButtonAction) {
        Text("What is the \(ordinal(self.state.count)) prime?")
      }
      .disabled(self.isNthPrimeButtonDisabled)
    }
    .font(.title)
    .navigationBarTitle("Counter demo")
    .sheet(isPresented: self.$isPrimeModalShown) {
      IsPrimeModalView(state: self.state)
    }
    .alert(item: self.$alertNthPrime) { alert in
      Alert(
        title: Text("The \(ordinal(self.state.count)) prime is \(alert.prime)"),
        dismissButton: .default(Text("OK"))
      )
    }
  }

  func nthPrimeButtonAction() {
    self.isNthPrimeButtonDisabled = true
    let count = self.state.count
    let client = self.client
    Task {
      let prime = await client.nthPrime(count)
      self.alertNthPrime = prime.map(PrimeAlert.init(prime:))
      self.isNthPrimeButtonDisabled = false
    }
  }
}

struct IsPrimeModalView: View {
  @ObservedObject var state: AppState

  var body: some View {
    VStack {
      if isPrime(self.state.count) {
        Text("\(self.state.count) is prime 🎉")
        if self.state.favoritePrimes.contains(self.state.count) {
          Button(action: { self.state.favoritePrimes.removeAll(where: { $0 == self.state.count }) }) {
            Text("Remove from favorite primes")
          }
        } else {
          Button(action: { self.state.favoritePrimes.append(self.state.count) }) {
            Text("Save to favorite primes")
          }
        }
      } else {
        Text("\(self.state.count) is not prime :(")
      }
    }
  }
}

struct FavoritePrimes: View {
  @ObservedObject var state: AppState

  var body: some View {
    List {
      ForEach(self.state.favoritePrimes, id: \.self) { prime in
        Text("\(prime)")
      }
      .onDelete(perform: { indexSet in
        for index in indexSet {
          self.state.favoritePrimes.remove(at: index)
        }
      })
    }
    .navigationBarTitle(Text("Favorite Primes"))
  }
}
