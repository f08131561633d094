import Vellum

/// A note, decoded from JSON as an app's bundled sample data is.
struct Note: Identifiable, Codable {
  let id: Int
  var text: String
  var written: Date
  var source: URL?
}

/// Foundation at work in a view file: notes decoded from JSON with ISO 8601 dates, links shown
/// by their host, dates and numbers in format styles, work run on a queue, and a timer.
struct Diary: View {
  static let sample = """
    [
      {"id": 1, "text": "Tea", "written": "2024-03-01T09:30:00Z", "source": "https://example.org/tea"},
      {"id": 2, "text": "Walk", "written": "2024-03-02T18:00:00Z"}
    ]
    """

  @State private var notes = Diary.decoded(Diary.sample)
  @State private var seconds = 0
  @State private var ticking = false
  private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  private let queue = DispatchQueue(label: "diary.count")

  var body: some View {
    List {
      ForEach(notes) { note in
        VStack(alignment: .leading) {
          Text(note.text)
          Text(note.written, format: .iso8601)
          Text(note.source?.host() ?? "no link")
        }
      }
      Text(0.25, format: .percent)
      Text("\(queue.sync { notes.count }) notes, \(seconds) s")
      Button(ticking ? "Stop" : "Start") { ticking.toggle() }
      Button("Break the JSON") { notes = Diary.decoded("[{\"id\": \"one\"}]") }
    }
    .onReceive(timer) { _ in
      if ticking { seconds += 1 }
    }
  }

  /// The notes `json` holds, or none when it holds something else.
  static func decoded(_ json: String) -> [Note] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return (try? decoder.decode([Note].self, from: Data(json.utf8))) ?? []
  }
}
