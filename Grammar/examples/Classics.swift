import Vellum

/// A book with an identity it computes, as `Identifiable` lets a type give one.
struct Classic: Identifiable {
  let title: String
  let year: Int
  var id: String { title }
}

/// iOS 13's navigation and alerts, as code written before iOS 15 uses them: a navigation view,
/// links to destinations given as views, bar titles, and alerts made of `Alert` values, one
/// for an item and one with two buttons.
struct Classics: View {
  @State private var books = [
    Classic(title: "Emma", year: 1815), Classic(title: "Middlemarch", year: 1871),
  ]
  @State private var chosen: Classic? = nil
  @State private var confirmsClearing = false

  var body: some View {
    NavigationView {
      List {
        ForEach(self.books) { book in
          NavigationLink(destination: Text("\(book.title), \(book.year)")) {
            Text(book.title)
          }
        }
        .onDelete { offsets in
          for index in offsets {
            self.books.remove(at: index)
          }
        }
        NavigationLink("About", destination: Text("Classics, since 1815"))
        Button("Pick the first") { self.chosen = self.books.first }
        Button("Clear") { self.confirmsClearing = true }
      }
      .navigationBarTitle(Text("Classics"), displayMode: .inline)
      .alert(item: self.$chosen) { book in
        Alert(
          title: Text(book.title), message: Text("Published in \(book.year)"),
          dismissButton: .cancel(Text("Close")))
      }
      .alert(isPresented: $confirmsClearing) {
        Alert(
          title: Text("Clear the shelf?"),
          primaryButton: .destructive(Text("Remove all")) { self.books.removeAll() },
          secondaryButton: .cancel())
      }
    }
  }
}
