import Vellum

/// What a sidebar can show: enum cases with associated values, matched by `switch` and
/// `if case` patterns that bind, ignore or compare them.
enum Shelf: Hashable {
  case all
  case favorites
  case collection(String)
  case rated(stars: Int, label: String)

  var title: String {
    switch self {
    case .all: "All Recipes"
    case .favorites: "Favorites"
    case .collection(let name): name
    case .rated(let stars, let label): "\(label) (\(stars)★)"
    }
  }

  var icon: String {
    switch self {
    case .all: "book"
    case .favorites: "heart"
    case .collection: "folder"
    case .rated(stars: 5, _): "star.fill"
    case .rated: "star"
    }
  }
}

/// The shelves, the one shown, and what is known about it.
struct Shelves: View {
  @State private var shown = Shelf.all
  @State private var visits = 0
  let shelves: [Shelf] = [
    .all, .favorites, .collection("Desserts"), Shelf.collection("Korean"),
    .rated(stars: 5, label: "Best"), .rated(stars: 3, label: "Fine"),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section("Shelves") {
          ForEach(shelves, id: \.self) { shelf in
            Button {
              shown = shelf
              visits += 1
            } label: {
              Label(shelf.title, systemImage: shelf.icon)
            }
          }
        }
        Section("Shown") {
          Text("\(shown)")
          if case .collection(let name) = shown {
            Text("A collection named \(name)")
          } else if shown == .favorites {
            Text("Your favorites")
          }
          switch shown {
          case .rated(let stars, _) where stars > 4:
            Text("Top rated")
          case .rated(_, let label):
            Text("Rated \(label)")
          default:
            Text("Visited \(visits) times")
          }
        }
      }
      .navigationTitle(shown.title)
    }
  }
}
