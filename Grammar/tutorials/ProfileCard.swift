import Vellum

/// A profile card, as layout tutorials build one: an avatar made from a shape and initials,
/// stacked texts, a row of stats, and a follow button that changes its style.
struct ProfileCard: View {
  @State private var isFollowing = false
  @State private var followers = 1_204

  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle()
          .fill(Color.indigo)
          .frame(width: 80, height: 80)
        Text("AL")
          .font(.title)
          .foregroundStyle(.white)
      }
      Text("Ada Lovelace")
        .font(.title2)
        .bold()
      Text("Mathematician · London")
        .foregroundStyle(.secondary)
      HStack(spacing: 24) {
        stat("Posts", 42)
        stat("Followers", followers)
        stat("Following", 17)
      }
      Button(isFollowing ? "Following" : "Follow") {
        isFollowing.toggle()
        followers += isFollowing ? 1 : -1
      }
      .buttonStyle(.borderedProminent)
      .tint(isFollowing ? .gray : .blue)
    }
    .padding()
  }

  private func stat(_ title: String, _ value: Int) -> some View {
    VStack {
      Text("\(value)").font(.headline)
      Text(title).font(.caption)
    }
  }
}
