import Testing
import Vellum

/// Scrolling to a view: what an app observes of a scroll is its `scrollPosition(id:)`
/// binding, which SwiftUI sets to the id of the target view at the top
/// (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)).
@MainActor
@Suite struct ScrollToTests {
  struct Feed: View {
    @State private var top: Int?

    var body: some View {
      VStack {
        Text("Top: \(top.map(String.init) ?? "none")")
        ScrollView {
          LazyVStack {
            ForEach(0..<50, id: \.self) { index in
              HStack {
                Text("Row \(index)")
                Image(systemName: "star")
              }
            }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $top)
      }
    }
  }

  @Test func scrollingToARowSetsTheScrollPositionToItsId() throws {
    let host = ViewHost(Feed())
    #expect(host.render(.text(width: 30)).contains("Top: none"))
    try host.scroll(to: "Row 40")
    #expect(host.render(.text(width: 30)).contains("Top: 40"))
    // The binding's change, and the scroll view's recorded position (set where it had none).
    #expect(
      host.lastUpdate.patches.map(\.description) == [
        #"set     VStack/Text  text: "Top: none" → "Top: 40""#,
        "set     VStack/ScrollView  scrollPosition: 40",
      ])
    try host.scroll(to: "Row 3")
    #expect(host.render(.text(width: 30)).contains("Top: 3"))
  }

  @Test func aListWithoutABindingScrollsWithNothingToObserve() throws {
    let host = ViewHost(List { ForEach(["A", "B"], id: \.self) { Text($0) } })
    try host.scroll(to: "B")
    #expect(host.lastUpdate.patches.isEmpty)
  }

  @Test func aViewOutsideAScrollViewOrNothingNamedIsAnError() {
    let host = ViewHost(VStack { Text("Title") })
    let outside = #expect(throws: InteractionError.self) { try host.scroll(to: "Title") }
    #expect(outside?.kind == .notScrollable)
    #expect(outside?.description.contains("it is not inside a scroll view or a list") == true)
    let missing = #expect(throws: InteractionError.self) { try host.scroll(to: "Nope") }
    #expect(missing?.kind == .notFound)
  }
}
