import Vellum

/// A book on the reading list.
struct ReadingBook: Identifiable {
  let id: Int
  var title: String
  var author: String
  var rating: Int
  var isRead: Bool
}

/// A reading list, as list-and-detail tutorials write one: rows with a rating in stars, a
/// detail that edits the book through a binding, and sorting chosen in a menu.
struct ReadingList: View {
  enum Order: String, CaseIterable, Identifiable {
    case title = "Title"
    case rating = "Rating"
    var id: Self { self }
  }

  @State private var books = [
    ReadingBook(id: 1, title: "Dune", author: "Frank Herbert", rating: 5, isRead: true),
    ReadingBook(id: 2, title: "Emma", author: "Jane Austen", rating: 3, isRead: false),
    ReadingBook(id: 3, title: "Beloved", author: "Toni Morrison", rating: 4, isRead: true),
  ]
  @State private var order = Order.title

  private var sortedIndices: [Int] {
    books.indices.sorted { a, b in
      order == .title ? books[a].title < books[b].title : books[a].rating > books[b].rating
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Picker("Sort by", selection: $order) {
          ForEach(Order.allCases) { order in
            Text(order.rawValue).tag(order)
          }
        }
        ForEach(sortedIndices, id: \.self) { index in
          NavigationLink {
            BookDetail(book: $books[index])
          } label: {
            HStack {
              Text(books[index].title)
              Spacer()
              Text(String(repeating: "★", count: books[index].rating))
            }
          }
        }
      }
      .navigationTitle("Reading")
    }
  }
}

/// A book's detail, editing it through a binding.
struct BookDetail: View {
  @Binding var book: ReadingBook

  var body: some View {
    Form {
      LabeledContent("Author", value: book.author)
      Stepper("Rating: \(book.rating)", value: $book.rating, in: 1...5)
      Toggle("Read", isOn: $book.isRead)
    }
    .navigationTitle(book.title)
  }
}
