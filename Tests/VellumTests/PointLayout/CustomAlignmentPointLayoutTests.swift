import Foundation
import Testing

@testable import Vellum
@testable import VellumLayout

private struct FirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private struct OneQuarterAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

extension VerticalAlignment {
  fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

extension HorizontalAlignment {
  fileprivate static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
}

/// Stacks aligned by custom guides, in points.
///
/// Sources: Apple's documentation of `AlignmentID` (the `FirstThirdAlignment` guide a third of
/// the way down each view, lining up an `HStack`'s stripes; a view's `alignmentGuide` overrides
/// the default), of `HorizontalAlignment.init(_:)` (the `OneQuarterAlignment` example), of
/// `ViewDimensions` ("subscript(explicit:)" is the value the view sets, `nil` otherwise) and
/// of `Layout` (subviews report their guides through `dimensions(in:)`).
@MainActor @Suite struct CustomAlignmentPointLayoutTests {
  private func stripe(_ id: String, height: CGFloat) -> some View {
    Color.red.frame(width: 30, height: height).accessibilityIdentifier(id)
  }

  @Test func anHStackLinesUpEachViewsDefaultGuide() throws {
    let probe = PointLayoutProbe {
      HStack(alignment: .firstThird, spacing: 1) {
        stripe("a", height: 60)
        stripe("b", height: 120)
        stripe("c", height: 90)
      }.accessibilityIdentifier("stack")
    }
    let a = try #require(probe.frame("a"))
    let b = try #require(probe.frame("b"))
    let c = try #require(probe.frame("c"))
    #expect(a.minY + 20 == b.minY + 40, "a third of 60 lines up with a third of 120")
    #expect(c.minY + 30 == b.minY + 40)
    #expect(b.minX == a.maxX + 1 && c.minX == b.maxX + 1)
    #expect(probe.frame("stack")?.height == 120, "40 above the guide and 80 below")
  }

  @Test func anExplicitGuideOverridesTheDefault() throws {
    let probe = PointLayoutProbe {
      HStack(alignment: .firstThird, spacing: 0) {
        stripe("a", height: 60)
        stripe("b", height: 120).alignmentGuide(.firstThird) { context in context.height }
        stripe("c", height: 90)
      }.accessibilityIdentifier("stack")
    }
    let a = try #require(probe.frame("a"))
    let b = try #require(probe.frame("b"))
    let c = try #require(probe.frame("c"))
    #expect(b.maxY == a.minY + 20, "b's bottom on a's first third")
    #expect(c.minY + 30 == a.minY + 20)
    #expect(probe.frame("stack")?.height == 180, "120 above the guide and 60 below")
  }

  @Test func aVStackLinesUpACustomHorizontalGuide() throws {
    let probe = PointLayoutProbe {
      VStack(alignment: .oneQuarter, spacing: 0) {
        Color.red.frame(width: 80, height: 10).accessibilityIdentifier("wide")
        Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("narrow")
        Color.green.frame(width: 40, height: 10).accessibilityIdentifier("hanging")
          .alignmentGuide(.oneQuarter) { context in context[.trailing] }
      }.accessibilityIdentifier("stack")
    }
    let wide = try #require(probe.frame("wide"))
    let narrow = try #require(probe.frame("narrow"))
    let hanging = try #require(probe.frame("hanging"))
    #expect(narrow.minX + 10 == wide.minX + 20)
    #expect(hanging.maxX == wide.minX + 20, "its trailing edge on the quarter line")
    #expect(narrow.minY == wide.maxY && hanging.minY == narrow.maxY)
    let stack = try #require(probe.frame("stack"))
    #expect(stack.width == 100, "40 before the quarter line, 60 after")
    #expect(stack.minX == hanging.minX)
  }

  @Test func aZStackLinesUpBothPartsOfACustomAlignment() throws {
    let probe = PointLayoutProbe {
      ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .firstThird)) {
        Color.red.frame(width: 80, height: 90).accessibilityIdentifier("back")
        Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("front")
      }.accessibilityIdentifier("stack")
    }
    let back = try #require(probe.frame("back"))
    let front = try #require(probe.frame("front"))
    #expect(front.minX + 10 == back.minX + 20)
    #expect(front.minY + 10 == back.minY + 30)
    expectFrame(probe.frame("stack"), back)
  }

  @Test func aStackLayoutInAnAnyLayoutTakesACustomGuide() throws {
    let probe = PointLayoutProbe {
      AnyLayout(VStackLayout(alignment: .oneQuarter, spacing: 0)) {
        Color.red.frame(width: 80, height: 10).accessibilityIdentifier("wide")
        Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("narrow")
      }
    }
    let wide = try #require(probe.frame("wide"))
    let narrow = try #require(probe.frame("narrow"))
    #expect(narrow.minX + 10 == wide.minX + 20)
  }

  @Test func aCustomLayoutReadsTheGuidesASubviewSets() throws {
    /// Puts each subview's explicit leading guide, or 0, on the layout's leading edge.
    struct Hanging: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        CGSize(width: 200, height: 20 * CGFloat(subviews.count))
      }

      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        for (index, subview) in subviews.enumerated() {
          let dimensions = subview.dimensions(in: .unspecified)
          subview.place(
            at: CGPoint(
              x: bounds.minX + 50 - (dimensions[explicit: .leading] ?? 0),
              y: bounds.minY + 20 * CGFloat(index)),
            proposal: .unspecified)
        }
      }
    }
    let probe = PointLayoutProbe {
      Hanging {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("plain")
        Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("moved")
          .alignmentGuide(.leading) { context in context.width / 2 }
        Color.green.frame(width: 40, height: 20).accessibilityIdentifier("twice")
          .alignmentGuide(.leading) { _ in 10 }
          .alignmentGuide(.leading) { context in context[.leading] + 5 }
      }
    }
    let plain = try #require(probe.frame("plain"))
    let moved = try #require(probe.frame("moved"))
    let twice = try #require(probe.frame("twice"))
    #expect(moved.minX + 20 == plain.minX)
    #expect(twice.minX + 15 == plain.minX, "the outer guide sees the inner one's value")
  }

  @Test func aCustomGuideIsNamedByItsIdentifierType() {
    #expect(HorizontalAlignment.oneQuarter.description == "OneQuarterAlignment")
    #expect(VerticalAlignment.firstThird != .center)
    #expect(HorizontalAlignment(OneQuarterAlignment.self) == .oneQuarter)
    var dimensions = ViewDimensions(width: 80, height: 90)
    #expect(dimensions[HorizontalAlignment.oneQuarter] == 20)
    #expect(dimensions[VerticalAlignment.firstThird] == 30)
    #expect(dimensions[explicit: VerticalAlignment.firstThird] == nil)
    dimensions.explicitVertical[.firstThird] = 5
    #expect(dimensions[VerticalAlignment.firstThird] == 5)
  }
}
