import Vellum

/// A person in the address book.
struct Contact: Identifiable {
  let id: Int
  let name: String
  let phone: String
  var isFavorite = false
}

/// A contact list, as list tutorials write one: a search field filtering by name, favorites in
/// their own section, a detail pushed by value, and a swipe action.
struct ContactsView: View {
  @State private var contacts = [
    Contact(id: 1, name: "Ada Lovelace", phone: "555-0101", isFavorite: true),
    Contact(id: 2, name: "Alan Turing", phone: "555-0102"),
    Contact(id: 3, name: "Grace Hopper", phone: "555-0103"),
    Contact(id: 4, name: "Linus Torvalds", phone: "555-0104"),
  ]
  @State private var searchText = ""

  private var matching: [Contact] {
    searchText.isEmpty
      ? contacts : contacts.filter { $0.name.lowercased().contains(searchText.lowercased()) }
  }

  var body: some View {
    NavigationStack {
      List {
        let favorites = matching.filter { $0.isFavorite }
        if !favorites.isEmpty {
          Section("Favorites") {
            ForEach(favorites) { contact in
              NavigationLink(contact.name, value: contact.id)
            }
          }
        }
        Section("All") {
          ForEach(matching) { contact in
            NavigationLink(value: contact.id) {
              VStack(alignment: .leading) {
                Text(contact.name)
                Text(contact.phone).font(.caption).foregroundStyle(.secondary)
              }
            }
            .swipeActions {
              Button(contact.isFavorite ? "Unfavorite" : "Favorite") {
                toggleFavorite(contact.id)
              }
            }
          }
        }
      }
      .navigationTitle("Contacts")
      .navigationDestination(for: Int.self) { id in
        if let contact = contacts.first(where: { $0.id == id }) {
          Text("Call \(contact.name) at \(contact.phone)")
        }
      }
      .searchable(text: $searchText)
    }
  }

  private func toggleFavorite(_ id: Int) {
    if let index = contacts.firstIndex(where: { $0.id == id }) {
      contacts[index].isFavorite.toggle()
    }
  }
}
