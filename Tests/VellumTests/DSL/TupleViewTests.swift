import Testing

@testable import Vellum

/// A one-byte view, so the tuple's next element needs padding before it.
private struct Flag: View {
  let isOn: Bool
  var body: some View { Text(isOn ? "on" : "off") }
}

@MainActor
@Suite struct TupleViewTests {
  @Test func aTuplesViewsAreReadBackFromTheirPlacesWhateverTheirSizes() {
    let tuple = TupleView(
      (
        Flag(isOn: true), Text("a"), EmptyView(), Spacer(minLength: 3), Flag(isOn: false),
        Color.red, Text("b")
      ))
    let views = tuple.children
    #expect(views.count == 7)
    #expect((views[0] as? Flag)?.isOn == true)
    #expect((views[4] as? Flag)?.isOn == false)
    #expect(views[2] is EmptyView && views[3] is Spacer && views[5] is Color)
    let host = ViewHost(VStack { tuple })
    #expect(
      host.root.children[0].children.map(\.role) == [
        .text, .text, .spacer, .text, .color, .text,
      ])
    #expect(host.root.children[0].children[1][.text] == .string("a"))
    #expect(host.root.children[0].children[5][.text] == .string("b"))
    #expect(host.root.children[0].children[2][.minLength] == .double(3))
  }

  @Test func twoTuplesOfOneTypeShareTheirShape() {
    let first = TupleView((Text("a"), Flag(isOn: true)))
    let second = TupleView((Text("b"), Flag(isOn: false)))
    #expect((second.children[1] as? Flag)?.isOn == false)
    #expect((first.children[1] as? Flag)?.isOn == true)
  }
}
