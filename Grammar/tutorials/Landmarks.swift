import Vellum

/// A place worth a visit, as Apple's SwiftUI tutorial models its landmarks.
struct Landmark: Identifiable, Hashable {
  var id: Int
  var name: String
  var park: String
  var state: String
  var isFavorite: Bool

  static let samples = [
    Landmark(
      id: 1001, name: "Turtle Rock", park: "Joshua Tree", state: "California", isFavorite: true),
    Landmark(
      id: 1002, name: "Silver Salmon Creek", park: "Lake Clark", state: "Alaska",
      isFavorite: false),
    Landmark(
      id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska",
      isFavorite: true),
  ]
}

/// The tutorial's list: rows that lead to a detail, a favorites filter, and a star per row.
struct LandmarkList: View {
  @State private var landmarks = Landmark.samples
  @State private var showFavoritesOnly = false

  var filteredLandmarks: [Landmark] {
    landmarks.filter { landmark in
      !showFavoritesOnly || landmark.isFavorite
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Toggle(isOn: $showFavoritesOnly) {
          Text("Favorites only")
        }
        ForEach(filteredLandmarks) { landmark in
          NavigationLink {
            LandmarkDetail(landmark: landmark)
          } label: {
            LandmarkRow(landmark: landmark)
          }
        }
      }
      .navigationTitle("Landmarks")
    }
  }
}

/// One row: the name, and a star for a favorite.
struct LandmarkRow: View {
  var landmark: Landmark

  var body: some View {
    HStack {
      Image(systemName: "photo")
      Text(landmark.name)
      Spacer()
      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }
    }
  }
}

/// The detail: where the landmark is.
struct LandmarkDetail: View {
  var landmark: Landmark

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text(landmark.name)
          .font(.title)
        HStack {
          Text(landmark.park)
          Spacer()
          Text(landmark.state)
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
        Divider()
        Text("About \(landmark.name)")
          .font(.title2)
      }
      .padding()
    }
    .navigationTitle(landmark.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}
