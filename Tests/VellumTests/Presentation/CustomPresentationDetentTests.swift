import Foundation
import Testing

@testable import Vellum

/// Custom detents: a sheet's height computed by the app from the detent's context
/// (developer.apple.com/documentation/swiftui/custompresentationdetent, whose example returns
/// a fraction of `maxDetentValue`, or `nil` to make the detent inactive).
@MainActor
@Suite struct CustomPresentationDetentTests {
  struct BarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
  }

  /// Unavailable at accessibility text sizes, read through the context's environment.
  struct SmallDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
      context.dynamicTypeSize.isAccessibilitySize ? nil : 200
    }
  }

  struct Presenter<Detents: View>: View {
    @State var isShown = false
    let sheet: Detents
    var body: some View {
      Button("Show") { isShown = true }.sheet(isPresented: $isShown) { sheet }
    }
  }

  @Test func theContextsMaximumIsTheLargeDetentsHeight() throws {
    // 852 points of screen, less the 59-point status bar and a 10-point gap.
    let host = ViewHost(
      Presenter(sheet: Text("Bar").presentationDetents([.custom(BarDetent.self)])))
    try host.tap("Show")
    #expect(host.render(.svg).contains(##"<rect x="0" y="773.7" width="393" height="78.3""##))
  }

  @Test func aDeviceChangesTheMaximum() throws {
    let host = ViewHost(
      Presenter(sheet: Text("Bar").presentationDetents([.custom(BarDetent.self)])),
      variant: .device(.iPhoneSE))
    try host.tap("Show")
    // 667 - 20 - 10 = 637 points at most; a tenth of it is 63.7.
    #expect(host.render(.svg).contains(##"<rect x="0" y="603.3" width="375" height="63.7""##))
  }

  @Test func aNilHeightLeavesTheDetentOut() throws {
    let sheet = Text("Small").presentationDetents([.custom(SmallDetent.self), .large])
    let regular = ViewHost(Presenter(sheet: sheet))
    try regular.tap("Show")
    #expect(regular.render(.tree).contains("presentationDetents: [(height: 200), large]"))
    let accessible = ViewHost(
      Presenter(sheet: sheet), variant: Variant(name: "ax2", dynamicTypeSize: .accessibility2))
    try accessible.tap("Show")
    #expect(accessible.render(.tree).contains("presentationDetents: [large]"))
  }

  @Test func customDetentsAreEqualByType() {
    #expect(PresentationDetent.custom(BarDetent.self) == .custom(BarDetent.self))
    #expect(PresentationDetent.custom(BarDetent.self) != .custom(SmallDetent.self))
    #expect(PresentationDetent.custom(BarDetent.self).description.hasSuffix("BarDetent)"))
  }
}
