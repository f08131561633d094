import Foundation
import Testing
import VellumTesting

@testable import Vellum

/// The `Layout` protocol and `AnyLayout` (issue 16, "Layout"): a custom layout places its
/// subviews where `placeSubviews` says, in text and HTML; switching built-in layouts keeps
/// the subviews' state.
@MainActor
@Suite struct CustomLayoutParityTests {
  /// Tags that wrap onto new lines when the proposed width runs out.
  struct Flow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let rows = arrange(width: proposal.replacingUnspecifiedDimensions().width, subviews)
      return CGSize(
        width: proposal.width ?? rows.map(\.width).max() ?? 0,
        height: rows.last.map { $0.y + $0.height } ?? 0)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for row in arrange(width: bounds.width, subviews) {
        var x = bounds.minX
        for index in row.indices {
          let size = subviews[index].sizeThatFits(.unspecified)
          subviews[index].place(
            at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
          x += size.width + spacing
        }
      }
    }

    private func arrange(width: CGFloat, _ subviews: Subviews) -> [(
      indices: [Int], y: CGFloat, width: CGFloat, height: CGFloat
    )] {
      var rows: [(indices: [Int], y: CGFloat, width: CGFloat, height: CGFloat)] = []
      var current: (indices: [Int], y: CGFloat, width: CGFloat, height: CGFloat) = ([], 0, 0, 0)
      for (index, subview) in subviews.enumerated() {
        let size = subview.sizeThatFits(.unspecified)
        if !current.indices.isEmpty, current.width + spacing + size.width > width {
          rows.append(current)
          current = ([], current.y + current.height, 0, 0)
        }
        current.width += (current.indices.isEmpty ? 0 : spacing) + size.width
        current.height = max(current.height, size.height)
        current.indices.append(index)
      }
      if !current.indices.isEmpty { rows.append(current) }
      return rows
    }
  }

  /// Puts each subview at a rank read from its layout value, one row per rank.
  struct Ranked: Layout {
    struct Rank: LayoutValueKey { static let defaultValue = 0 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 160, height: CGFloat(subviews.map { $0[Rank.self] }.max() ?? 0) * 16 + 16)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews {
        subview.place(
          at: CGPoint(x: bounds.maxX, y: bounds.minY + CGFloat(subview[Rank.self]) * 16),
          anchor: .topTrailing, proposal: .unspecified)
      }
    }
  }

  @Test func aFlowLayoutWrapsItsTagsAtTheProposedWidth() {
    let tags = ["swift", "linux", "snapshot", "layout", "html", "text", "graph", "tests"]
    let view = VStack(alignment: .leading) {
      Text("Tags")
      Flow {
        ForEach(tags, id: \.self) { Text("#" + $0) }
      }
    }
    let host = ViewHost(view)
    let lines = host.render(.text).split(separator: "\n")
    #expect(lines.count == 3, "two rows of tags under the title on a 393-point screen")
    #expect(lines.allSatisfy { $0.count <= 49 })
    assertSnapshot(of: host, as: .text, named: "flow")
    assertSnapshot(of: host, as: .html, named: "flow")
  }

  @Test func layoutValuesReachTheLayout() {
    let view = Ranked {
      Text("third").layoutValue(key: Ranked.Rank.self, value: 2)
      Text("first")
      Text("second").layoutValue(key: Ranked.Rank.self, value: 1)
    }
    let text = ViewHost(view).render(.text)
    let rows = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows == ["first", "second", "third"])
  }

  /// Layout values and alignment guides of views that leave the screen are dropped: a host
  /// whose rows come and go keeps only the values of the rows it shows.
  @Test func theValuesOfRemovedViewsAreDropped() throws {
    struct Rows: View {
      @State var count = 30
      var body: some View {
        VStack {
          Button("Trim") { count = 2 }
          Ranked {
            ForEach(0..<count, id: \.self) { index in
              Text("row \(index)").layoutValue(key: Ranked.Rank.self, value: index)
                .alignmentGuide(.leading) { _ in 0 }
            }
          }
        }
      }
    }
    let host = ViewHost(Rows())
    _ = host.render(.text)
    #expect(host.graph.layoutValues.count == 60)
    try host.tap("Trim")
    let rows = host.render(.text).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(rows.suffix(2) == ["row 0", "row 1"])
    #expect(host.graph.layoutValues.count == 4)
  }

  @Test func anyLayoutSwitchesBuiltInLayoutsAndKeepsState() throws {
    struct Adaptive: View {
      @State var isWide = false
      var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout())
        VStack {
          Toggle("Wide", isOn: $isWide)
          layout {
            Counter(name: "A")
            Counter(name: "B")
          }
          AnyLayout(ZStackLayout(alignment: .leading)) { Text("Z") }
          GridLayout(horizontalSpacing: 4)() {
            GridRow {
              Text("G1")
              Text("G2")
            }
          }
        }
      }
    }
    struct Counter: View {
      let name: String
      @State var count = 0
      var body: some View { Button("\(name) \(count)") { count += 1 } }
    }
    let host = ViewHost(Adaptive())
    try host.tap("A 0")
    #expect(host.root.children.first?.children.contains { $0.role == .vStack } == true)
    try host.toggle("Wide")
    let text = host.render(.text)
    #expect(text.contains("[ A 1 ]  [ B 0 ]"), "side by side, 16 points apart, state kept")
    #expect(text.contains("G1 G2"))
  }

  @Test func builtInLayoutsPlaceSubviewsThemselvesToo() {
    struct Both: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var cache: () = ()
        return HStackLayout(spacing: 8).sizeThatFits(
          proposal: proposal, subviews: subviews, cache: &cache)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        var cache: () = ()
        HStackLayout(spacing: 8).placeSubviews(
          in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
    let text = ViewHost(
      Both {
        Text("left")
        Text("right")
      }
    ).render(.text)
    #expect(text.contains("left right"))
  }
}
