import Vellum

/// Functions as values: a child view told what to do through closure properties, a method
/// passed by name where an action is expected, a closure kept in a property and called, and an
/// enum case used as the function that makes it; and `inout` parameters changing the state
/// passed to them.
struct Callbacks: View {
  @State private var names = ["Ada", "Grace", "Linus"]
  @State private var log = "Nothing yet"
  private let shout: (String) -> String = { name in name.uppercased() + "!" }

  var body: some View {
    List {
      Section("People") {
        ForEach(names, id: \.self) { name in
          PersonRow(name: name, onGreet: { log = shout(name) }, onRemove: remove)
        }
        .onDelete(perform: delete)
      }
      Section("Tags") {
        ForEach(names.map(Tag.person), id: \.self) { tag in
          Text(tag.label)
        }
      }
      Text(log)
      Button("Reset", action: reset)
    }
  }

  private func remove(_ name: String) {
    names.removeAll { $0 == name }
    announce("Removed \(name)", in: &log)
  }

  private func delete(at offsets: IndexSet) {
    names.remove(atOffsets: offsets)
    log = "Deleted \(offsets.count)"
  }

  private func reset() {
    Roster.refill(&names)
    log = "Reset"
  }
}

/// Sets `log` to `message`.
func announce(_ message: String, in log: inout String) {
  log = message
}

/// The people the list starts with.
enum Roster {
  /// Puts the starting people back.
  static func refill(_ names: inout [String]) {
    names = ["Ada", "Grace", "Linus"]
  }
}

/// A tag for a person or a topic.
enum Tag: Hashable {
  case person(String)
  case topic(String)

  var label: String {
    switch self {
    case .person(let name): "@" + name
    case .topic(let name): "#" + name
    }
  }
}

/// A row that says what happened through the functions it is given.
struct PersonRow: View {
  let name: String
  var onGreet: () -> Void
  var onRemove: (String) -> Void

  var body: some View {
    HStack {
      Text(name)
      Button("Greet \(name)") { onGreet() }
      Button("Remove \(name)") { onRemove(name) }
    }
  }
}
