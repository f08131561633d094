import Vellum

/// Something kept on the shelf: a title, a year, and how it is described, with a default
/// description every kind of item shares unless it gives its own.
protocol ShelfItem {
  var title: String { get }
  var year: Int { get }
  var symbol: String { get }
  func detail() -> String
}

extension ShelfItem {
  var symbol: String { "square.stack" }

  func detail() -> String { "\(year)" }

  func isNewer(than other: any ShelfItem) -> Bool { year > other.year }
}

/// A book, described by its author.
struct ShelfBook: ShelfItem {
  let title: String
  let author: String
  let year: Int

  var symbol: String { "book" }

  func detail() -> String { "\(author), \(year)" }
}

/// A film, which keeps the default description.
struct ShelfFilm: ShelfItem {
  let title: String
  let year: Int
  let minutes: Int

  var symbol: String { "film" }
}

/// A board game, which keeps every default.
struct ShelfGame: ShelfItem {
  let title: String
  let year: Int
}

/// How the shelf is ordered.
enum ShelfOrder: String, CaseIterable, Identifiable {
  case title = "Title"
  case newest = "Newest"

  var id: Self { self }
}

/// A media shelf, as protocol-oriented tutorials write one: books, films and games kept
/// together as `[any ShelfItem]`, described through the protocol's requirements, with
/// defaults from a protocol extension and an order picked by a segmented control.
struct MediaShelf: View {
  @State private var order = ShelfOrder.title
  @State private var items: [any ShelfItem] = [
    ShelfBook(title: "Piranesi", author: "Susanna Clarke", year: 2020),
    ShelfFilm(title: "Arrival", year: 2016, minutes: 116),
    ShelfGame(title: "Wingspan", year: 2019),
  ]

  private var ordered: [any ShelfItem] {
    switch order {
    case .title: items.sorted { $0.title < $1.title }
    case .newest: items.sorted { $0.isNewer(than: $1) }
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Picker("Order", selection: $order) {
          ForEach(ShelfOrder.allCases) { order in
            Text(order.rawValue).tag(order)
          }
        }
        .pickerStyle(.segmented)
        ForEach(ordered, id: \.title) { item in
          Label {
            VStack(alignment: .leading) {
              Text(item.title)
              Text(item.detail())
                .font(.caption)
                .foregroundStyle(.secondary)
            }
          } icon: {
            Image(systemName: item.symbol)
          }
        }
      }
      .navigationTitle("Shelf")
      .toolbar {
        Button("Add game") {
          items.append(ShelfGame(title: "Azul", year: 2017))
        }
      }
    }
  }
}
