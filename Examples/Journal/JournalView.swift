import Vellum

/// The list of entries, with a timer that counts the seconds spent writing.
struct JournalView: View {
  @Environment(Journal.self) private var journal
  @State private var secondsWriting = 0
  @State private var isWriting = false
  private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    NavigationStack {
      List {
        ForEach(journal.entries) { entry in
          VStack(alignment: .leading) {
            Text(entry.title)
            Text(entry.date, format: .iso8601)
            if let host = entry.link?.host() { Text(host) }
          }
        }
      }
      .navigationTitle("Journal")
      .toolbar {
        Button(isWriting ? "Stop" : "Write") { toggleWriting() }
      }
      Text("Writing for \(secondsWriting) s")
    }
    .onReceive(timer) { _ in
      if isWriting { secondsWriting += 1 }
    }
  }

  private func toggleWriting() {
    if isWriting {
      journal.add(title: "Wrote for \(secondsWriting) s", date: Date(timeIntervalSince1970: 0))
    }
    isWriting.toggle()
  }
}
