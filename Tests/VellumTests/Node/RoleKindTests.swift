import Testing

@testable import Vellum
@testable import VellumNodes

@Suite struct RoleKindTests {
  @Test func presentationsAndOutOfFlowRolesAreKnownByTheirNames() {
    let presentations: [Role] = [.sheet, .fullScreenCover, .alert, .confirmationDialog]
    #expect(presentations.allSatisfy { $0.isPresentation && $0.isOutOfFlow })
    #expect([Role.toolbar, .tabItem].allSatisfy { !$0.isPresentation && $0.isOutOfFlow })
    let inFlow: [Role] = [
      .text, .vStack, .button, .toolbarItem, .tabView, .tab, Role(rawValue: "Custom"),
    ]
    #expect(inFlow.allSatisfy { !$0.isPresentation && !$0.isOutOfFlow })
    // A role made from its name is the same role, with the same kinds.
    #expect(Role(rawValue: "Sheet") == .sheet && Role(rawValue: "Sheet").isPresentation)
  }

  /// Vellum's own names are numbered when the module is compiled; each keeps its spelling, and a
  /// name made from that spelling at run time is the same name.
  @Test func builtinNamesKeepTheirSpellingsAndMatchNamesMadeAtRunTime() {
    #expect(Role.vStack.rawValue == "VStack")
    #expect(Role.contentUnavailable.rawValue == "ContentUnavailableView")
    #expect(AttributeName.listRowBackgroundAlignment.rawValue == "listRowBackgroundAlignment")
    for role in BuiltinRole.allCases {
      #expect(Role(rawValue: role.spelling) == Role(role), "\(role)")
      #expect(Role(role).rawValue == role.spelling)
    }
    for name in BuiltinAttribute.allCases {
      #expect(AttributeName(rawValue: name.spelling) == AttributeName(name), "\(name)")
    }
    let spellings = BuiltinRole.allCases.map(\.spelling) + BuiltinAttribute.allCases.map(\.spelling)
    #expect(Set(spellings).count == spellings.count, "every built-in name is spelled once")
    #expect(BuiltinAttribute.allCases.count < Int(InternedName.roleBase))
  }

  /// A name made at run time gets a number of its own, past every built-in one.
  @Test func namesMadeAtRunTimeAreDistinctAndRoundTrip() {
    let gauge = Role(rawValue: "RatingGauge")
    #expect(gauge.rawValue == "RatingGauge")
    #expect(gauge == Role(rawValue: "RatingGauge"))
    #expect(BuiltinRole.allCases.allSatisfy { Role($0) != gauge })
    let rating = AttributeName(rawValue: "ratingValue")
    #expect(rating.rawValue == "ratingValue" && rating != .text)
    #expect(BuiltinAttribute.allCases.allSatisfy { AttributeName($0) != rating })
  }
}
