import Foundation
import Testing
import Vellum

/// A screen with every kind of presentation: a sheet with an alert inside it, a full-screen
/// cover, a popover, an alert, a confirmation dialog, and toolbar items that change.
private struct Studio: View {
  @State private var showsSheet = false
  @State private var showsCover = false
  @State private var showsPopover = false
  @State private var showsAlert = false
  @State private var showsNestedAlert = false
  @State private var showsDialog = false
  @State private var isEditing = false
  @State private var count = 0
  @State private var items = [0, 1]

  var body: some View {
    NavigationStack {
      VStack {
        Text("Count \(count)")
        Button("Sheet") { showsSheet = true }
        Button("Cover") { showsCover = true }
        Button("Popover") { showsPopover = true }
        Button("Alert") { showsAlert = true }
        Button("Dialog") { showsDialog = true }
        ForEach(items, id: \.self) { Text("Item \($0)") }
      }
      .navigationTitle("Studio \(count)")
      .toolbar {
        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        if isEditing {
          Button("Add item") { items.append(items.count) }
        }
      }
      .sheet(isPresented: $showsSheet) {
        VStack {
          Text("In sheet \(count)")
          Button("Add") { count += 1 }
          Button("Warn") { showsNestedAlert = true }
          if count % 2 == 1 { Text("odd") }
        }
        .alert("Careful", isPresented: $showsNestedAlert) {
          Button("Add ten") { count += 10 }
        }
      }
      .fullScreenCover(isPresented: $showsCover) {
        VStack {
          Text("Cover \(count)")
          Button("Bump") { count += 1 }
        }
      }
      .popover(isPresented: $showsPopover) {
        Button("Pop \(count)") { count += 1 }
      }
      .alert("Heads up", isPresented: $showsAlert) {
        Button("Reset") { count = 0 }
      }
      .confirmationDialog("Choose", isPresented: $showsDialog) {
        Button("Double") { count *= 2 }
      }
    }
  }
}

/// Random walks through presentations: at every step the patches of the update turn the tree
/// before it into the tree after it, and the tree keeps its invariants.
///
/// The seed is fixed so a failure reproduces; `VELLUM_SEED` picks another and `VELLUM_FUZZ_COUNT`
/// scales the number of walks.
@MainActor
@Suite struct PresentationPropertyTests {
  private static let labels = [
    "Sheet", "Cover", "Popover", "Alert", "Dialog", "Edit", "Done", "Add item", "Add", "Warn",
    "Add ten", "Bump", "Reset", "Double",
  ]

  /// The nodes of `root`, depth first.
  private func nodes(of root: Node) -> [Node] {
    var found: [Node] = []
    var pending = [root]
    while let node = pending.popLast() {
      found.append(node)
      pending.append(contentsOf: node.children)
    }
    return found
  }

  /// One interaction that the screen accepts, or `nil` after several refusals. Past the fixed
  /// labels, a choice taps the popover's button (its label counts) or dismisses what is on top.
  private func step(_ host: ViewHost, _ random: inout SeededGenerator) -> String? {
    for _ in 0..<20 {
      let choice = Int.random(in: 0...Self.labels.count + 2, using: &random)
      do {
        if choice < Self.labels.count {
          try host.tap(Self.labels[choice])
          return "tap \(Self.labels[choice])"
        }
        let popover = nodes(of: host.root).first {
          $0.role == .button && $0.visibleText.hasPrefix("Pop ")
        }
        if choice == Self.labels.count, let label = popover?.visibleText {
          try host.tap(label)
          return "tap \(label)"
        }
        try host.dismiss()
        return "dismiss"
      } catch {
        continue
      }
    }
    return nil
  }

  @Test func patchesOfPresentationsApplyAtEveryStep() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 20_261_122
    let walks = environment["VELLUM_FUZZ_COUNT"].flatMap(Int.init) ?? 150
    var random = SeededGenerator(seed: seed)
    var seen: Set<String> = []
    for walk in 0..<walks {
      let host = ViewHost(Studio())
      var steps: [String] = []
      for _ in 0..<12 {
        let before = host.root
        guard let step = step(host, &random) else { break }
        steps.append(step)
        let after = host.root
        for node in nodes(of: after) where node.role.isOutOfFlow {
          seen.insert(node.role.rawValue + (node[.title].map { " \($0)" } ?? ""))
        }
        seen.insert(step)
        let patched = try? Reconciler.apply(host.lastUpdate.patches, to: before)
        guard patched == after, after.invariantViolations.isEmpty else {
          Issue.record(
            """
            seed \(seed), walk \(walk), steps: \(steps.joined(separator: ", "))
            invariants: \(after.invariantViolations)
            patches:
            \(host.render(.patches))
            """)
          return
        }
      }
    }
    // The walks reach every presentation, the alert inside the sheet, the popover's button and
    // the toolbar item that appears in edit mode.
    for expected in [
      "Sheet", "FullScreenCover", "Alert \"Careful\"", "Alert \"Heads up\"",
      "ConfirmationDialog \"Choose\"", "Toolbar", "tap Add ten", "tap Add item", "dismiss",
    ] {
      #expect(seen.contains(expected), "never reached: \(expected)")
    }
    #expect(seen.contains { $0.hasPrefix("tap Pop ") }, "never tapped the popover's button")
  }
}
