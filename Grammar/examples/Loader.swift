import Vellum

/// Work started with `Task { … }` from a button: the task runs once the tap's action has
/// finished, awaiting an `async` method, and its changes show when it ends.
struct Loader: View {
  @State private var status = "Idle"
  @State private var loads = 0

  var body: some View {
    VStack {
      Text(status)
      Button("Load") {
        status = "Loading"
        Task {
          let count = await fetchCount()
          status = "Loaded \(count) items"
          loads += 1
        }
      }
    }
  }

  private func fetchCount() async -> Int {
    loads + 3
  }
}
