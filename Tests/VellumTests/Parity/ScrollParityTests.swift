import Testing
import Vellum
import VellumTesting

/// Scroll views' readers and modifiers (issue 16, "Layout"): hosts show all of a scroll view's
/// content, so scrolling is recorded on the scroll view for tests to read.
@MainActor
@Suite struct ScrollParityTests {
  @Test func scrollToRecordsItsTargetOnTheScrollViewsInside() throws {
    struct Chat: View {
      @State var messages = (1...30).map { "Message \($0)" }
      @State var visible: String?
      var body: some View {
        ScrollViewReader { proxy in
          VStack {
            Button("Bottom") { proxy.scrollTo("Message 30", anchor: .bottom) }
            Button("Top") { proxy.scrollTo("Message 1") }
            ScrollView {
              LazyVStack {
                ForEach(messages, id: \.self) { Text($0).id($0) }
              }
              .scrollTargetLayout()
            }
            .scrollIndicators(.hidden)
            .scrollDismissesKeyboard(.interactively)
            .scrollTargetBehavior(.viewAligned)
            .scrollBounceBehavior(.basedOnSize)
            .scrollClipDisabled()
            .defaultScrollAnchor(.bottom)
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollPosition(id: $visible)
            .scrollDisabled(false)
            ScrollView(.horizontal) { Text("wide") }
              .scrollTargetBehavior(.paging)
          }
        }
      }
    }
    let host = ViewHost(Chat())
    #expect(!host.render(.tree).contains("scrollPosition"))
    try host.tap("Bottom")
    let tree = host.render(.tree)
    #expect(tree.contains("scrollPosition: \"Message 30\", scrollAnchor: [0.5, 1]"))
    try host.tap("Top")
    #expect(host.render(.tree).contains("scrollPosition: \"Message 1\""))
    assertSnapshot(of: host, as: .tree, named: "scrolled")
  }
}
