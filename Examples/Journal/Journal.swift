import Vellum

/// One journal entry.
struct Entry: Identifiable, Codable, Hashable {
  let id: UUID
  var title: String
  var date: Date
  var link: URL?
}

/// The journal's entries, kept as JSON in a `UserDefaults` suite when one is given.
@Observable
final class Journal {
  var entries: [Entry]
  @ObservationIgnored private let defaults: UserDefaults?
  @ObservationIgnored private let queue = DispatchQueue(label: "journal.save")

  init(entries: [Entry], defaults: UserDefaults? = nil) {
    self.defaults = defaults
    self.entries = Journal.load(from: defaults) ?? entries
  }

  /// Adds an entry dated `date` and saves the journal.
  func add(title: String, date: Date) {
    entries.append(Entry(id: UUID(), title: title, date: date, link: nil))
    save()
  }

  private func save() {
    guard let defaults, let data = try? JSONEncoder().encode(entries) else { return }
    queue.sync { defaults.set(data, forKey: "entries") }
  }

  private static func load(from defaults: UserDefaults?) -> [Entry]? {
    guard let data = defaults?.data(forKey: "entries") else { return nil }
    return try? JSONDecoder().decode([Entry].self, from: data)
  }

  /// Two entries decoded from JSON, as an app's bundled sample data would be.
  static let samples: [Entry] = {
    let json = """
      [
        {"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "First day",
         "date": "2024-01-01T08:00:00Z", "link": "https://example.com/day-1"},
        {"id": "7A2B3C4D-0000-4000-8000-00000000000B", "title": "Second day",
         "date": "2024-01-02T08:00:00Z"}
      ]
      """
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return (try? decoder.decode([Entry].self, from: Data(json.utf8))) ?? []
  }()
}
