import Vellum

/// A split view with presentation, animation, accessibility and style modifiers.
struct Presentations: View {
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
        SheetContent()
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
          .presentationCornerRadius(20)
          .presentationBackground(.yellow)
      }
      .inspectorColumnWidth(200)
    }
  }
}

/// A sheet's content that closes itself.
struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Sheet")
      Button("Close") { dismiss() }
    }
  }
}
