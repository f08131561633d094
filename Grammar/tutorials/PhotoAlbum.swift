import Vellum

/// A photo in the album.
struct Photo: Identifiable, Hashable {
  let id: Int
  let title: String
  let symbol: String
}

/// A photo album, as grid-and-detail tutorials write one: an adaptive grid of tiles, each a
/// link pushed by value, and a detail that marks favorites.
struct PhotoAlbum: View {
  private let photos = [
    Photo(id: 1, title: "Beach", symbol: "sun.max"), Photo(id: 2, title: "Forest", symbol: "leaf"),
    Photo(id: 3, title: "City", symbol: "building.2"),
    Photo(id: 4, title: "Snow", symbol: "snowflake"),
  ]
  @State private var favorites: [Int] = []
  private let columns = [GridItem(.adaptive(minimum: 100))]

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns) {
          ForEach(photos) { photo in
            NavigationLink(value: photo) {
              VStack {
                Image(systemName: photo.symbol)
                  .font(.largeTitle)
                Text(photo.title)
                if favorites.contains(photo.id) {
                  Image(systemName: "heart.fill")
                }
              }
              .padding()
            }
          }
        }
      }
      .navigationTitle("Album")
      .navigationDestination(for: Photo.self) { photo in
        VStack(spacing: 16) {
          Image(systemName: photo.symbol)
            .font(.system(size: 80))
          Button(favorites.contains(photo.id) ? "Unfavorite" : "Favorite") {
            if let index = favorites.firstIndex(of: photo.id) {
              favorites.remove(at: index)
            } else {
              favorites.append(photo.id)
            }
          }
        }
        .navigationTitle(photo.title)
      }
    }
  }
}
