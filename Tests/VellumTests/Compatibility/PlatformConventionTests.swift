import Foundation
import Testing
import Vellum

/// Modifiers for layout direction, hover, focus defaults, previews and other platforms'
/// conventions (issue 60): `defaultFocus`, `contentMargins(_:for:)` and
/// `previewInterfaceOrientation` act; the rest compile and leave an iPhone's screen as it was.
///
/// Sources: Apple's documentation of `defaultFocus(_:_:priority:)` ("Defines a region of the
/// window in which default focus is evaluated by assigning a value to a given focus state
/// binding"), `contentMargins(_:for:)`, `previewInterfaceOrientation(_:)`,
/// `layoutDirectionBehavior(_:)`, `onContinuousHover(coordinateSpace:perform:)`,
/// `paletteSelectionEffect(_:)`, `searchDictationBehavior(_:)`, `typeSelectEquivalent(_:)`,
/// `dialogSuppressionToggle(isSuppressed:)`, `luminanceToAlpha()`, `containerShape(_:)` and
/// `handlesExternalEvents(preferring:allowing:)`.
@MainActor
@Suite struct PlatformConventionTests {
  private enum Field: Hashable {
    case name, email
  }

  @Test func aDefaultFocusFocusesItsValueWhenTheScreenAppears() throws {
    struct Signup: View {
      @FocusState private var focus: Field?
      @State private var name = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name).focused($focus, equals: .name)
          Text(focus == .name ? "name focused" : "nothing focused")
        }
        .defaultFocus($focus, .name)
      }
    }
    #expect(ViewHost(Signup()).root.visibleText.hasSuffix("name focused"))
  }

  @Test func contentMarginsOfOneLengthPadEveryEdge() {
    #expect(
      ViewHost(ScrollView { Text("A") }.contentMargins(16)).root
        == ViewHost(ScrollView { Text("A") }.padding(16)).root)
  }

  @Test func aLandscapePreviewSwapsTheScreensSides() {
    let landscape = ViewHost(Text("Wide").previewInterfaceOrientation(.landscapeLeft)).root
    let fixed = ViewHost(Text("Wide").previewLayout(.fixed(width: 852, height: 393))).root
    #expect(landscape == fixed)
    #expect(
      ViewHost(Text("Tall").previewInterfaceOrientation(.portrait)).root
        == ViewHost(Text("Tall")).root)
    #expect(InterfaceOrientation.allCases.count == 4)
  }

  @Test func otherPlatformsConventionsLeaveTheScreenAsItIs() {
    let plain = VStack { Image(systemName: "arrow.right") }
    let modified =
      plain
      .layoutDirectionBehavior(.mirrors).layoutDirectionBehavior(.mirrors(in: .rightToLeft))
      .flipsForRightToLeftLayoutDirection(true)
      .onContinuousHover { _ in }
      .paletteSelectionEffect(.symbolVariant(.fill))
      .searchDictationBehavior(.inline(activation: .onSelect))
      .typeSelectEquivalent(Text("Arrow")).typeSelectEquivalent("Arrow")
      .dialogSuppressionToggle(isSuppressed: .constant(false))
      .dialogSuppressionToggle("Never ask", isSuppressed: .constant(true))
      .luminanceToAlpha().containerShape(RoundedRectangle(cornerRadius: 8))
      .handlesExternalEvents(preferring: ["a"], allowing: ["*"])
    #expect(ViewHost(modified).root == ViewHost(plain).root)
  }
}
