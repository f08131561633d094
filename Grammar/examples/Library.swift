import Vellum

/// A book in the library.
struct Book: Identifiable, Hashable {
  let id: Int
  let title: String
  let author: String
}

/// A list of books: swipe one away, or open it.
struct Library: View {
  @State private var books = [
    Book(id: 1, title: "Dune", author: "Frank Herbert"),
    Book(id: 2, title: "Emma", author: "Jane Austen"),
    Book(id: 3, title: "Kindred", author: "Octavia E. Butler"),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(books) { book in
          NavigationLink(value: book) {
            Text(book.title)
          }
        }
        .onDelete { offsets in
          books.remove(atOffsets: offsets)
        }
        if books.isEmpty {
          Text("No books left")
        }
      }
      .navigationTitle("Library (\(books.count))")
      .navigationDestination(for: Book.self) { book in
        BookDetail(book: book)
      }
    }
  }
}

/// One book's page.
struct BookDetail: View {
  let book: Book

  var body: some View {
    VStack(alignment: .leading) {
      Text(book.title)
        .font(.title)
      Text("by \(book.author)")
    }
    .navigationTitle(book.title)
  }
}
