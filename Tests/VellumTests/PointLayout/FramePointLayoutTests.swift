import Testing

@testable import Vellum
@testable import VellumLayout

/// `frame`, `fixedSize` and `aspectRatio`, in points on an iPhone 15.
///
/// Sources: Apple's documentation of `frame(width:height:alignment:)`,
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// `fixedSize()`, `aspectRatio(_:contentMode:)` and `ProposedViewSize`; WWDC 2019 "Building
/// Custom Views with SwiftUI" (the root view is offered the safe area and centred in it).
@MainActor @Suite struct FramePointLayoutTests {
  @Test func aFixedFrameIsCentredInTheSafeArea() {
    let probe = PointLayoutProbe {
      Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
    }
    expectFrame(probe.frame("a"), .at(146.5, 413.5, 100, 50))
  }

  @Test func aFixedFrameIsExactlyItsSize() {
    // The corpus's bug: a 50 × 30 frame reported 48 × 32 in cells.
    let probe = PointLayoutProbe {
      Color.red.frame(width: 50, height: 30).accessibilityIdentifier("a")
    }
    #expect(probe.outer("a")?.size == Size(width: 50, height: 30))
  }

  @Test func aFrameAlignsItsChild() {
    let probe = PointLayoutProbe {
      Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("a")
        .frame(width: 100, height: 100, alignment: .topLeading)
    }
    expectFrame(probe.outer("a"), .at(146.5, 388.5, 100, 100))
    expectFrame(probe.frame("a"), .at(146.5, 388.5, 20, 20))
  }

  @Test func aFrameAlignsItsChildAtTheBottomTrailingCorner() {
    let probe = PointLayoutProbe {
      Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("a")
        .frame(width: 100, height: 100, alignment: .bottomTrailing)
    }
    expectFrame(probe.frame("a"), .at(226.5, 468.5, 20, 20))
  }

  @Test func aFrameWithOnlyAWidthTakesItsChildsHeight() {
    let probe = PointLayoutProbe { Text("Hi").frame(width: 200).accessibilityIdentifier("a") }
    #expect(probe.outer("a")?.width == 200)
    #expect(abs((probe.outer("a")?.height ?? 0) - 61.0 / 3) < 1e-9)
  }

  @Test func anInfiniteMaximumWidthFillsTheWidthOffered() {
    let probe = PointLayoutProbe {
      Text("Hi").frame(maxWidth: .infinity).accessibilityIdentifier("a")
    }
    #expect(probe.outer("a")?.minX == 0)
    #expect(probe.outer("a")?.width == 393)
  }

  @Test func aLeadingAlignedFlexibleFramePutsTheTextAtTheEdge() {
    let probe = PointLayoutProbe {
      Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(probe.text("Hi")?.minX == 0)
  }

  @Test func aFlexibleChildIsClampedToTheMaximum() {
    let probe = PointLayoutProbe {
      Color.red.frame(minWidth: 100, maxWidth: 300).accessibilityIdentifier("a")
    }
    expectFrame(probe.outer("a"), .at(46.5, 59, 300, 759))
  }

  @Test func aMinimumWidthWidensASmallerChildsFrame() {
    let probe = PointLayoutProbe { Text("Hi").frame(minWidth: 200).accessibilityIdentifier("a") }
    #expect(probe.outer("a")?.width == 200)
    #expect(probe.frame("a")?.width ?? 0 < 200)
  }

  @Test func aMinimumHeightHeightensTheFrame() {
    let probe = PointLayoutProbe { Text("Hi").frame(minHeight: 100).accessibilityIdentifier("a") }
    #expect(probe.outer("a")?.height == 100)
    #expect(probe.outer("a")?.width == probe.text("Hi")?.width)
  }

  @Test func idealDimensionsAnswerAnUnspecifiedProposal() {
    let probe = PointLayoutProbe {
      Color.red.frame(idealWidth: 80, idealHeight: 40).fixedSize().accessibilityIdentifier("a")
    }
    #expect(probe.outer("a")?.size == Size(width: 80, height: 40))
  }

  @Test func anInnerFrameKeepsItsWidthInsideANarrowerOne() {
    // The corpus's bug: `.frame(width: 300).scaleEffect(1 / 3).frame(width: 100)` drew a
    // 33-point box; the inner frame is laid out 300 wide and only drawn smaller.
    let probe = PointLayoutProbe {
      Color.red.frame(width: 300, height: 10).scaleEffect(1 / 3).frame(width: 100)
        .accessibilityIdentifier("a")
    }
    #expect(probe.frame("a")?.width == 300)
    #expect(probe.outer("a")?.width == 100)
    #expect(probe.frame("a")?.minX == 46.5)
  }

  @Test func fixedSizeKeepsTextOnOneLineInANarrowFrame() {
    let probe = PointLayoutProbe { Text("Hello, World!").fixedSize().frame(width: 50) }
    let width = FontMetrics(font: nil).width(of: "Hello, World!")
    #expect(probe.text("Hello, World!")?.width == width)
    #expect(abs((probe.text("Hello, World!")?.height ?? 0) - 61.0 / 3) < 1e-9)
  }

  @Test func verticalFixedSizeLetsTextWrapToAllItsLines() {
    let probe = PointLayoutProbe {
      Text("one two three four five six").fixedSize(horizontal: false, vertical: true)
        .frame(width: 60, height: 20)
    }
    #expect((probe.text("one two three four five six")?.height ?? 0) > 40)
  }

  @Test func aShapesIdealSizeIsTenByTen() {
    // `ProposedViewSize.replacingUnspecifiedDimensions(by:)` defaults to 10 × 10, the size a
    // shape takes for an unspecified proposal.
    let probe = PointLayoutProbe { Rectangle().fixedSize().accessibilityIdentifier("a") }
    #expect(probe.frame("a")?.size == Size(width: 10, height: 10))
  }

  @Test func aSquareAspectRatioWithNoHeightIsASquare() {
    // The corpus's bug: `Color.red.aspectRatio(1, contentMode: .fit)` collapsed to nothing.
    let probe = PointLayoutProbe {
      Color.red.aspectRatio(1, contentMode: .fit).accessibilityIdentifier("a")
    }
    expectFrame(probe.frame("a"), .at(0, 242, 393, 393))
  }

  @Test func fittingARatioInASquareUsesTheWidth() {
    let probe = PointLayoutProbe {
      Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a")
        .frame(width: 200, height: 200)
    }
    expectFrame(probe.frame("a"), .at(96.5, 388.5, 200, 100))
  }

  @Test func fillingARatioOverflowsTheSquare() {
    let probe = PointLayoutProbe {
      Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("a")
        .frame(width: 200, height: 200)
    }
    expectFrame(probe.frame("a"), .at(-3.5, 338.5, 400, 200))
  }

  @Test func anAspectRatioWithoutARatioTakesTheChildsIdealShape() {
    let probe = PointLayoutProbe {
      Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit)
        .accessibilityIdentifier("a").frame(width: 100, height: 100)
    }
    #expect(probe.frame("a")?.size == Size(width: 100, height: 50))
  }
}
