import Testing

@testable import Vellum
@testable import VellumLayout

/// `HStack`, `VStack`, `Spacer` and `Divider`, in points on an iPhone 15.
///
/// Sources: WWDC 2019 "Building Custom Views with SwiftUI" (stacks offer space to their least
/// flexible children first, higher `layoutPriority` before lower) and WWDC 2022 "Compose
/// custom layouts with SwiftUI" (the stack algorithm, reimplemented); Apple's documentation
/// of `HStack`, `VStack`, `Spacer` ("a flexible space that expands along the major axis of its
/// containing stack") and `layoutPriority(_:)`. The default spacing between two views is 8
/// points on iOS.
@MainActor @Suite struct StackPointLayoutTests {
  private func square(_ id: String, _ side: Double = 50) -> some View {
    Color.red.frame(width: side, height: side).accessibilityIdentifier(id)
  }

  @Test func anHStackPutsTheDefaultSpacingBetweenItsChildren() {
    let probe = PointLayoutProbe {
      HStack {
        square("a")
        square("b")
      }
    }
    expectFrame(probe.frame("a"), .at(142.5, 413.5, 50, 50))
    expectFrame(probe.frame("b"), .at(200.5, 413.5, 50, 50))
  }

  @Test func aVStackWithNoSpacingStacksItsChildrenEdgeToEdge() {
    let probe = PointLayoutProbe {
      VStack(spacing: 0) {
        square("a")
        square("b")
      }
    }
    expectFrame(probe.frame("a"), .at(171.5, 388.5, 50, 50))
    expectFrame(probe.frame("b"), .at(171.5, 438.5, 50, 50))
  }

  @Test func aStacksSpacingIsAsGiven() {
    let probe = PointLayoutProbe {
      VStack(spacing: 20) {
        square("a")
        square("b")
      }
    }
    #expect(probe.frame("b")!.minY - probe.frame("a")!.maxY == 20)
  }

  @Test func flexibleChildrenShareTheLengthEqually() {
    let probe = PointLayoutProbe {
      HStack(spacing: 0) {
        Color.red.accessibilityIdentifier("a")
        Color.blue.accessibilityIdentifier("b")
      }.frame(width: 200, height: 100)
    }
    expectFrame(probe.frame("a"), .at(96.5, 388.5, 100, 100))
    expectFrame(probe.frame("b"), .at(196.5, 388.5, 100, 100))
  }

  @Test func theLeastFlexibleChildIsOfferedItsShareFirst() {
    let probe = PointLayoutProbe {
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 30).accessibilityIdentifier("a")
        Color.blue.accessibilityIdentifier("b")
      }.frame(width: 200, height: 100)
    }
    #expect(probe.outer("a")?.width == 30)
    #expect(probe.frame("b")?.width == 170)
  }

  @Test func aHigherLayoutPriorityIsOfferedTheSpaceFirst() {
    let probe = PointLayoutProbe {
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 150).layoutPriority(1).accessibilityIdentifier("a")
        Color.blue.accessibilityIdentifier("b")
      }.frame(width: 200, height: 100)
    }
    #expect(probe.outer("a")?.width == 150)
    #expect(probe.frame("b")?.width == 50)
  }

  @Test func aPrioritisedTextKeepsItsWholeLine() {
    let probe = PointLayoutProbe {
      HStack {
        Text("Hello, World!").layoutPriority(1)
        Text("Another long line of text")
      }.frame(width: 150)
    }
    let width = FontMetrics(font: nil).width(of: "Hello, World!")
    #expect(probe.text("Hello, World!")?.width == width)
    #expect(abs((probe.text("Hello, World!")?.height ?? 0) - 61.0 / 3) < 1e-9)
    #expect(probe.text("Another long line of text")!.width <= 150 - 8 - width + 1e-9)
  }

  @Test func aSpacerPushesItsNeighboursToTheEdges() {
    let probe = PointLayoutProbe {
      HStack {
        square("a")
        Spacer()
        square("b")
      }
    }
    #expect(probe.frame("a")?.minX == 0)
    #expect(probe.frame("b")?.maxX == 393)
  }

  @Test func aSpacersMinimumLengthIsTheDefaultSpacing() {
    let probe = PointLayoutProbe {
      HStack {
        square("a")
        Spacer()
        square("b")
      }.fixedSize()
    }
    expectFrame(probe.frame("a"), .at(134.5, 413.5, 50, 50))
    expectFrame(probe.frame("b"), .at(208.5, 413.5, 50, 50))
  }

  @Test func aSpacerOfNoMinimumLengthTakesNothingWhenFixed() {
    let probe = PointLayoutProbe {
      HStack {
        square("a")
        Spacer(minLength: 0)
        square("b")
      }.fixedSize()
    }
    #expect(probe.frame("b")!.minX - probe.frame("a")!.maxX == 16)
  }

  @Test func aSpacerHasNoThicknessAcrossItsStack() {
    let probe = PointLayoutProbe {
      HStack {
        square("a")
        Spacer().accessibilityIdentifier("s")
      }
    }
    #expect(probe.frame("s")?.height == 0)
  }

  @Test func aTextBesideASpacerKeepsItsLineWhenThereIsRoom() {
    // A list row's title, a spacer and a button: the title is 133 points long, and fits in
    // what the button and the spacer's 8 points leave, so it stays on one line, as on iOS.
    let title = "Row 1998 & <b>"
    let probe = PointLayoutProbe {
      HStack {
        Text(title)
        Spacer()
        Button("Delete") {}
      }.frame(width: 329)
    }
    #expect(probe.text(title)?.width == FontMetrics(font: nil).width(of: Substring(title)))
    #expect(abs(probe.text(title)!.height - 61.0 / 3) < 1e-9)
  }

  @Test func aSpacerBelowATextPushesItToTheTop() {
    let probe = PointLayoutProbe {
      VStack {
        Text("Top")
        Spacer()
      }
    }
    #expect(probe.text("Top")?.minY == 59)
  }

  @Test func twoColorsInAVStackShareTheHeight() {
    let probe = PointLayoutProbe {
      VStack {
        Color.red.accessibilityIdentifier("a")
        Color.blue.accessibilityIdentifier("b")
      }
    }
    expectFrame(probe.frame("a"), .at(0, 59, 393, 375.5))
    expectFrame(probe.frame("b"), .at(0, 442.5, 393, 375.5))
  }

  @Test func aColorTakesWhatATextLeaves() {
    let probe = PointLayoutProbe {
      VStack {
        Text("Title")
        Color.red.accessibilityIdentifier("a")
      }
    }
    #expect(abs(probe.frame("a")!.height - (759 - 8 - 61.0 / 3)) < 1e-9)
    #expect(probe.frame("a")?.maxY == 818)
  }

  @Test func aTextBesideAColorKeepsItsIdealWidth() {
    let probe = PointLayoutProbe {
      HStack {
        Text("Name")
        Color.red.accessibilityIdentifier("a")
      }
    }
    let width = FontMetrics(font: nil).width(of: "Name")
    #expect(probe.text("Name")?.width == width)
    #expect(abs(probe.frame("a")!.width - (393 - 8 - width)) < 1e-9)
  }

  @Test func aLeadingVStackAlignsItsChildrensLeadingEdges() {
    let probe = PointLayoutProbe {
      VStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
        Color.red.frame(width: 50, height: 10).accessibilityIdentifier("b")
      }
    }
    #expect(probe.frame("a")?.minX == 146.5)
    #expect(probe.frame("b")?.minX == 146.5)
  }

  @Test func aTrailingVStackAlignsItsChildrensTrailingEdges() {
    let probe = PointLayoutProbe {
      VStack(alignment: .trailing) {
        Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
        Color.red.frame(width: 50, height: 10).accessibilityIdentifier("b")
      }
    }
    #expect(probe.frame("b")?.maxX == probe.frame("a")?.maxX)
  }

  @Test func aTopAlignedHStackAlignsItsChildrensTops() {
    let probe = PointLayoutProbe {
      HStack(alignment: .top) {
        Color.red.frame(width: 10, height: 100).accessibilityIdentifier("a")
        Color.red.frame(width: 10, height: 50).accessibilityIdentifier("b")
      }
    }
    #expect(probe.frame("b")?.minY == probe.frame("a")?.minY)
  }

  @Test func aBottomAlignedHStackAlignsItsChildrensBottoms() {
    let probe = PointLayoutProbe {
      HStack(alignment: .bottom) {
        Color.red.frame(width: 10, height: 100).accessibilityIdentifier("a")
        Color.red.frame(width: 10, height: 50).accessibilityIdentifier("b")
      }
    }
    #expect(probe.frame("b")?.maxY == probe.frame("a")?.maxY)
  }

  @Test func aCentredHStackCentresItsChildren() {
    let probe = PointLayoutProbe {
      HStack {
        Color.red.frame(width: 10, height: 100).accessibilityIdentifier("a")
        Color.red.frame(width: 10, height: 50).accessibilityIdentifier("b")
      }
    }
    #expect(probe.frame("b")!.minY - probe.frame("a")!.minY == 25)
  }

  @Test func baselineAlignmentLinesUpTheTextsOfTwoSizes() {
    let probe = PointLayoutProbe {
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.largeTitle)
        Text("small").font(.caption)
      }
    }
    let big = probe.text("Big")!.minY + FontMetrics(size: 34).ascent
    let small = probe.text("small")!.minY + FontMetrics(size: 12).ascent
    #expect(abs(big - small) < 1e-9)
  }

  @Test func aDividerInAVStackIsAHairlineAcrossIt() {
    let probe = PointLayoutProbe {
      VStack {
        Text("A")
        Divider().accessibilityIdentifier("d")
        Text("B")
      }
    }
    #expect(probe.frame("d")?.width == 393)
    #expect(probe.frame("d")?.height == 1.0 / 3)
  }

  @Test func aDividerInAnHStackIsAVerticalHairline() {
    let probe = PointLayoutProbe {
      HStack {
        Text("A")
        Divider().accessibilityIdentifier("d")
        Text("B")
      }
    }
    #expect(probe.frame("d")?.width == 1.0 / 3)
    #expect(probe.frame("d")?.height == 759)
  }

  @Test func anHStackWiderThanTheScreenKeepsItsChildrenInOrder() {
    // The corpus's bug: the text rendering dropped the leading characters of a wide HStack.
    let probe = PointLayoutProbe {
      HStack(spacing: 0) {
        Color.red.frame(width: 300, height: 10).accessibilityIdentifier("a")
        Color.red.frame(width: 300, height: 10).accessibilityIdentifier("b")
      }
    }
    #expect(probe.frame("a")?.minX == -103.5)
    #expect(probe.frame("b")?.minX == 196.5)
  }

  @Test func nestedStacksAddTheirSpacings() {
    let probe = PointLayoutProbe {
      VStack {
        HStack {
          square("a", 20)
          square("b", 20)
        }
        HStack {
          square("c", 20)
          square("d", 20)
        }
      }
    }
    #expect(probe.frame("c")!.minY - probe.frame("a")!.minY == 28)
    #expect(probe.frame("d")!.minX - probe.frame("c")!.minX == 28)
  }

  /// A stack keeps its children's lengths for one proposal across its axis for another only
  /// where they cannot differ: a label on one line is as wide at any height, but a label that
  /// wraps is as wide as its widest line at an unlimited height and as wide as offered when the
  /// height holds one line of it, cut. Laid out after being measured at another height, the
  /// stack places its children as a stack measured afresh does.
  @Test func aStackMeasuredAtOneHeightLaysOutAtAnotherAsIfFresh() {
    func stack(_ text: String) -> (tree: BoxTree, stack: BoxID, label: BoxID) {
      var tree = BoxTree(screen: .iPhone15)
      let label = tree.add(TextBox(text, style: TextStyle()))
      let spacer = tree.add(.spacer(SpacerBox(axis: .horizontal, minimum: nil)))
      let stack = tree.add(
        StackBox(
          axis: .horizontal, spacing: 8, alignment: .center, children: tree.list([spacer, label])))
      return (tree, stack, label)
    }
    /// The label's frame in a stack measured afresh and placed in `rect`.
    func freshLabel(_ text: String, in rect: Rect) -> Rect? {
      var fresh = stack(text)
      fresh.tree.place(fresh.stack, in: rect)
      return fresh.tree.frame(of: fresh.label)
    }
    let short = Rect.at(0, 0, 120, 20)
    var change: [Double] = []
    for text in ["Short", "A label long enough to wrap onto several lines at this width"] {
      var measuredFirst = stack(text)
      _ = measuredFirst.tree.size(measuredFirst.stack, for: Proposal(width: 120, height: nil))
      measuredFirst.tree.place(measuredFirst.stack, in: short)
      #expect(measuredFirst.tree.frame(of: measuredFirst.label) == freshLabel(text, in: short))
      let wrapped = freshLabel(text, in: .at(0, 0, 120, 1000))?.width ?? 0
      change.append((freshLabel(text, in: short)?.width ?? 0) - wrapped)
    }
    // The short label is as wide at either height; the long one is not (cut to one line with
    // an ellipsis, it is narrower than its widest wrapped line), so the second case checks a
    // stack whose lengths depend on the height.
    #expect(change[0] == 0)
    #expect(change[1] != 0)
  }
}
