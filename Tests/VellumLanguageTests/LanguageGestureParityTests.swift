import Testing
import Vellum
import VellumLanguage

/// The compiled twin of the source below.
private struct MoreFamilies: View {
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

/// Gesture, menu, row, drawing, popover and search-suggestion modifiers render as the same
/// Swift compiled, through taps that reach them.
@MainActor
@Suite struct LanguageGestureParityTests {
  @Test func moreModifiersRenderAndActAsCompiledSwift() async throws {
    let program = try Program(
      source: """
        struct Screen: View {
          @State private var taps = 0
          @State private var isShown = false
          @State private var query = ""
          @State private var scope = 0

          var body: some View {
            NavigationStack {
              List {
                Text("Taps: \\(taps)").onTapGesture(count: 2) { taps += 1 }
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
        """)
    #expect(Checker.check(program) == [])
    let interpreted = ViewHost(try program.view())
    let compiled = ViewHost(MoreFamilies())
    #expect(interpreted.render(.html) == compiled.render(.html))
    for host in [interpreted, compiled] {
      try host.tap("Taps: 0")
      try host.tap("Pop")
    }
    #expect(interpreted.render(.text) == compiled.render(.text))
    #expect(interpreted.render(.text).contains("Taps: 1"))
    #expect(interpreted.render(.text).contains("Popped"))
    #expect(program.runtimeDiagnostics == [])
  }
}

/// The compiled twin of the presentation and style source below.
private struct PresentationFamilies: View {
  @State private var isShown = false
  @State private var count = 0

  var body: some View {
    NavigationSplitView {
      List {
        Text("Inbox").accessibilityHeading(.h2).accessibilityAddTraits(.isHeader)
        Text("Sent").accessibilitySortPriority(2).accessibilityRespondsToUserInteraction()
      }
      .scrollBounceBehavior(.basedOnSize)
      .scrollDismissesKeyboard(.immediately)
    } detail: {
      VStack {
        Text("\(count)").contentTransition(.opacity).animation(.easeInOut, value: count)
        Text("Copy me").textSelection(.enabled).transition(.slide)
        Button("More") { count += 1 }.buttonBorderShape(.capsule)
        Menu("Options") { Button("One") {} }.menuStyle(.button)
        GroupBox { Text("Box") }.groupBoxStyle(.automatic)
        DisclosureGroup("Details") { Text("Hidden") }.disclosureGroupStyle(.automatic)
        LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic)
        Grid { GridRow { Text("A").gridColumnAlignment(.leading) } }
        Button("Show") { isShown = true }
      }
      .navigationSubtitle("Details")
      .sheet(isPresented: $isShown) {
        Text("Sheet")
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
          .presentationCornerRadius(20)
          .presentationBackground(.yellow)
      }
      .inspectorColumnWidth(200)
    }
  }
}

extension LanguageGestureParityTests {
  @Test func presentationAndStyleModifiersRenderAsCompiledSwift() async throws {
    let program = try Program(
      source: """
        struct Screen: View {
          @State private var isShown = false
          @State private var count = 0

          var body: some View {
            NavigationSplitView {
              List {
                Text("Inbox").accessibilityHeading(.h2).accessibilityAddTraits(.isHeader)
                Text("Sent").accessibilitySortPriority(2).accessibilityRespondsToUserInteraction()
              }
              .scrollBounceBehavior(.basedOnSize)
              .scrollDismissesKeyboard(.immediately)
            } detail: {
              VStack {
                Text("\\(count)").contentTransition(.opacity).animation(.easeInOut, value: count)
                Text("Copy me").textSelection(.enabled).transition(.slide)
                Button("More") { count += 1 }.buttonBorderShape(.capsule)
                Menu("Options") { Button("One") {} }.menuStyle(.button)
                GroupBox { Text("Box") }.groupBoxStyle(.automatic)
                DisclosureGroup("Details") { Text("Hidden") }.disclosureGroupStyle(.automatic)
                LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic)
                Grid { GridRow { Text("A").gridColumnAlignment(.leading) } }
                Button("Show") { isShown = true }
              }
              .navigationSubtitle("Details")
              .sheet(isPresented: $isShown) {
                Text("Sheet")
                  .presentationDetents([.medium, .large])
                  .presentationDragIndicator(.visible)
                  .presentationCornerRadius(20)
                  .presentationBackground(.yellow)
              }
              .inspectorColumnWidth(200)
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let interpreted = ViewHost(try program.view())
    let compiled = ViewHost(PresentationFamilies())
    #expect(interpreted.render(.html) == compiled.render(.html))
    for host in [interpreted, compiled] {
      try host.tap("More")
      try host.tap("Show")
    }
    #expect(interpreted.render(.html) == compiled.render(.html))
    #expect(interpreted.render(.text).contains("Sheet"))
    #expect(program.runtimeDiagnostics == [])
  }
}
