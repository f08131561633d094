import Vellum

/// Taps, context menus, swipe actions, row separators, drawing effects, a popover and search
/// suggestions.
struct Gestures: View {
  @State private var taps = 0
  @State private var isShown = false
  @State private var query = ""
  @State private var scope = 0

  var body: some View {
    NavigationStack {
      List {
        Text("Taps: \(taps)").onTapGesture(count: 2) { taps += 1 }
        Text("Row")
          .contextMenu { Button("Copy") { taps += 10 } }
          .swipeActions(allowsFullSwipe: false) { Button("Pin") { taps += 100 } }
          .listRowSeparatorTint(.red)
        Text("Shadow").shadow(radius: 3, x: 1, y: 2).border(.blue, width: 2)
        Text("Mask").mask { Text("M") }.colorMultiply(.green).drawingGroup()
        ScrollView(.horizontal) { Text("Pages") }.scrollTargetBehavior(.paging)
        Button("Pop") { isShown = true }
          .popover(isPresented: $isShown) { Text("Popped") }
      }
      .listSectionSeparator(.hidden)
      .listSectionSeparatorTint(.gray)
      .scrollIndicators(.hidden)
      .scrollClipDisabled()
      .searchable(text: $query)
      .searchSuggestions { Text("Apples").searchCompletion("Apples") }
      .searchScopes($scope) {
        Text("All").tag(0)
        Text("Mine").tag(1)
      }
      .accentColor(.orange)
      .backgroundStyle(.yellow)
      .safeAreaPadding(8)
      .preferredColorScheme(.dark)
    }
  }
}
