import Vellum

/// A post with a like button and details that slide in, as animation tutorials write them:
/// `withAnimation`, `.animation(_:value:)`, a scale effect and a transition.
struct LikesView: View {
  @State private var liked = false
  @State private var likes = 41
  @State private var showsDetails = false

  var body: some View {
    VStack(spacing: 12) {
      Text("Sunset over the bay")
        .font(.headline)
      Button {
        liked.toggle()
        likes += liked ? 1 : -1
      } label: {
        Label("\(likes)", systemImage: liked ? "heart.fill" : "heart")
      }
      .scaleEffect(liked ? 1.2 : 1)
      .animation(.spring, value: liked)
      Button(showsDetails ? "Hide details" : "Show details") {
        withAnimation(.easeInOut) {
          showsDetails.toggle()
        }
      }
      if showsDetails {
        Text("Taken at 8:14 pm with a 35 mm lens.")
          .transition(.slide)
      }
    }
    .padding()
  }
}
