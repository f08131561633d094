import Vellum

/// One page of a welcome tour.
struct TourPage: Identifiable {
  let id: Int
  let title: String
  let detail: String
  let symbol: String
  let tint: Color
}

/// A welcome tour, as onboarding tutorials write one: pages in a paged `TabView` bound to the
/// current page, a Next button that becomes Get Started on the last page, a skip, and the
/// screen the tour leads to.
struct Onboarding: View {
  private let pages = [
    TourPage(
      id: 0, title: "Track", detail: "Log a walk in one tap.", symbol: "figure.walk",
      tint: .green),
    TourPage(
      id: 1, title: "Plan", detail: "Set a goal for each week.", symbol: "calendar",
      tint: .orange),
    TourPage(
      id: 2, title: "Share", detail: "Walk with friends.", symbol: "person.2", tint: .purple),
  ]
  @State private var page = 0
  @State private var isFinished = false

  private var isLastPage: Bool { page == pages.count - 1 }

  var body: some View {
    if isFinished {
      VStack(spacing: 12) {
        Text("You're all set")
          .font(.largeTitle)
        Button("Replay the tour") {
          page = 0
          isFinished = false
        }
      }
    } else {
      VStack {
        TabView(selection: $page) {
          ForEach(pages) { page in
            VStack(spacing: 16) {
              Image(systemName: page.symbol)
                .font(.system(size: 56))
                .foregroundStyle(page.tint)
              Text(page.title)
                .font(.title.bold())
              Text(page.detail)
                .foregroundStyle(.secondary)
            }
            .tag(page.id)
          }
        }
        .tabViewStyle(.page)
        HStack {
          if !isLastPage {
            Button("Skip") { isFinished = true }
          }
          Spacer()
          Button(isLastPage ? "Get started" : "Next") {
            if isLastPage {
              isFinished = true
            } else {
              withAnimation { page += 1 }
            }
          }
          .buttonStyle(.borderedProminent)
        }
        .padding(.horizontal)
      }
    }
  }
}
