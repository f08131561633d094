import Testing
import Vellum

@Suite struct RoleKindTests {
  @Test func presentationsAndOutOfFlowRolesAreKnownByTheirNames() {
    let presentations: [Role] = [.sheet, .fullScreenCover, .alert, .confirmationDialog]
    #expect(presentations.allSatisfy { $0.isPresentation && $0.isOutOfFlow })
    #expect([Role.toolbar, .tabItem].allSatisfy { !$0.isPresentation && $0.isOutOfFlow })
    let inFlow: [Role] = [.text, .vStack, .button, .toolbarItem, .tabView, .tab, "Custom"]
    #expect(inFlow.allSatisfy { !$0.isPresentation && !$0.isOutOfFlow })
    // A role made from its name is the same role, with the same kinds.
    #expect(Role(rawValue: "Sheet") == .sheet && Role(rawValue: "Sheet").isPresentation)
  }
}
