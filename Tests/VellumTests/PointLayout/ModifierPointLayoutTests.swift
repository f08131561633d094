import Testing

@testable import Vellum
@testable import VellumLayout

/// `padding`, `offset`, `position`, `background`, `overlay` and `ZStack`, in points on an
/// iPhone 15.
///
/// Sources: Apple's documentation of `padding(_:_:)` (the default is the platform's standard
/// padding, 16 points on iOS), `offset(x:y:)` ("the original dimensions of the view are
/// considered to be unchanged by moving the view"), `position(x:y:)`, `overlay(alignment:content:)`
/// and `background(alignment:content:)` (the layer is proposed the view's size), and `ZStack`.
@MainActor @Suite struct ModifierPointLayoutTests {
  private func box(_ id: String) -> some View {
    Color.red.frame(width: 100, height: 50).accessibilityIdentifier(id)
  }

  @Test func theDefaultPaddingIsSixteenPointsOnEveryEdge() {
    let probe = PointLayoutProbe { box("a").padding() }
    #expect(probe.outer("a")?.size == Size(width: 132, height: 82))
    #expect(probe.frame("a")!.minX - probe.outer("a")!.minX == 16)
  }

  @Test func horizontalPaddingPadsOnlyTheSides() {
    let probe = PointLayoutProbe { box("a").padding(.horizontal, 10) }
    #expect(probe.outer("a")?.size == Size(width: 120, height: 50))
  }

  @Test func edgeInsetsPadEachEdgeByItsOwnLength() {
    let probe = PointLayoutProbe {
      box("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
    #expect(probe.outer("a")?.size == Size(width: 106, height: 54))
    #expect(probe.frame("a")!.minX - probe.outer("a")!.minX == 2)
    #expect(probe.frame("a")!.minY - probe.outer("a")!.minY == 1)
  }

  @Test func negativePaddingShrinksTheViewsLayout() {
    // The corpus's bug: `.padding(.top, -100)` wrote invalid CSS and was ignored.
    let probe = PointLayoutProbe { box("a").padding(.top, -20) }
    #expect(probe.outer("a")?.height == 30)
    #expect(probe.frame("a")!.minY - probe.outer("a")!.minY == -20)
  }

  @Test func repeatedPaddingsEachPadWhatIsInsideThem() {
    // The corpus's bug: `.padding().background(…).padding(.horizontal)` lost the inner padding.
    let probe = PointLayoutProbe {
      box("a").padding().background(Color.blue.accessibilityIdentifier("bg"))
        .padding(.horizontal)
    }
    #expect(probe.outer("a")?.size == Size(width: 164, height: 82))
    #expect(probe.frame("bg")?.size == Size(width: 132, height: 82))
  }

  @Test func anOffsetMovesTheViewButNotItsNeighbours() {
    let probe = PointLayoutProbe {
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10).accessibilityIdentifier("a")
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("b")
      }
    }
    expectFrame(probe.frame("a"), .at(191.5, 398.5, 50, 50))
    expectFrame(probe.frame("b"), .at(171.5, 438.5, 50, 50))
  }

  @Test func aPositionCentresTheViewAtThePointAndTakesTheSpace() {
    let probe = PointLayoutProbe {
      Color.red.frame(width: 20, height: 20).position(x: 50, y: 60).accessibilityIdentifier("a")
    }
    expectFrame(probe.frame("a"), .at(40, 109, 20, 20))
    expectFrame(probe.outer("a"), safeArea)
  }

  @Test func anOverlayIsProposedTheViewsSize() {
    let probe = PointLayoutProbe { box("a").overlay(Color.blue.accessibilityIdentifier("o")) }
    #expect(probe.frame("o") == probe.frame("a"))
  }

  @Test func anAlignedOverlaySitsInItsCorner() {
    let probe = PointLayoutProbe {
      box("a").overlay(alignment: .topTrailing) {
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("o")
      }
    }
    #expect(probe.frame("o")?.maxX == probe.frame("a")?.maxX)
    #expect(probe.frame("o")?.minY == probe.frame("a")?.minY)
  }

  @Test func anAlignedBackgroundSitsAtItsEdge() {
    let probe = PointLayoutProbe {
      box("a").background(alignment: .bottom) {
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("o")
      }
    }
    #expect(probe.frame("o")?.maxY == probe.frame("a")?.maxY)
    #expect(probe.frame("o")?.midX == probe.frame("a")?.midX)
  }

  @Test func aTextsBackgroundIsTheTextsSize() {
    let probe = PointLayoutProbe { Text("Hi").background(Color.blue.accessibilityIdentifier("bg")) }
    #expect(probe.frame("bg") == probe.text("Hi"))
  }

  @Test func anOverlayDoesNotChangeTheViewsSize() {
    let probe = PointLayoutProbe {
      box("a").overlay(Color.blue.frame(width: 300, height: 300))
    }
    #expect(probe.outer("a")?.size == Size(width: 100, height: 50))
  }

  @Test func aZStackIsAsLargeAsItsLargestChildren() {
    let probe = PointLayoutProbe {
      ZStack {
        Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
        Color.red.frame(width: 50, height: 100).accessibilityIdentifier("b")
      }
    }
    expectFrame(probe.frame("a"), .at(146.5, 413.5, 100, 50))
    expectFrame(probe.frame("b"), .at(171.5, 388.5, 50, 100))
  }

  @Test func aTopLeadingZStackAlignsItsChildrensCorners() {
    let probe = PointLayoutProbe {
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
        Color.red.frame(width: 50, height: 100).accessibilityIdentifier("b")
      }
    }
    #expect(probe.frame("a")?.origin == probe.frame("b")?.origin)
  }

  @Test func aZStacksColorFillsTheSpaceBehindItsText() {
    let probe = PointLayoutProbe {
      ZStack {
        Color.red.accessibilityIdentifier("a")
        Text("Front")
      }
    }
    expectFrame(probe.frame("a"), safeArea)
  }
}

extension Rect {
  var midX: Double { minX + width / 2 }
}
