import Testing

@testable import Vellum
@testable import VellumLayout

/// Scroll views, geometry readers, grids, `ViewThatFits`, lists, bars and controls, in points
/// on an iPhone 15.
///
/// Sources: Apple's documentation of `ScrollView` (its content is offered no length along the
/// scroll axis, so it takes its ideal one), `GeometryReader` ("returns a flexible preferred
/// size to its parent layout"; content at the top-leading corner), `GridItem.Size` (fixed,
/// flexible and adaptive tracks; an adaptive track "fits as many items as possible" of its
/// minimum size), `Grid` (columns as wide as their widest cell), `ViewThatFits` (the first
/// child whose ideal size fits), `List`, `NavigationStack`, `TabView`; UIKit's metrics:
/// `UINavigationBar` 44 points (96 with a large title), `UITabBar` 49, `UISwitch` 51 × 31,
/// `UIStepper` 94 × 32; the Human Interface Guidelines' 44-point minimum for a tappable row.
@MainActor @Suite struct ContainerPointLayoutTests {
  @Test func aScrollViewOffersItsContentNoHeight() {
    let probe = PointLayoutProbe { ScrollView { Color.red.accessibilityIdentifier("a") } }
    expectFrame(probe.frame("a"), .at(0, 59, 393, 10))
  }

  @Test func aScrollViewFillsTheSpaceItIsOffered() {
    let probe = PointLayoutProbe {
      ScrollView { Text("Short") }.accessibilityIdentifier("s")
    }
    expectFrame(probe.frame("s"), safeArea)
    #expect(probe.text("Short")?.minY == 59)
  }

  @Test func aHorizontalScrollViewOffersItsContentNoWidth() {
    let probe = PointLayoutProbe {
      ScrollView(.horizontal) { Color.red.accessibilityIdentifier("a") }
    }
    expectFrame(probe.frame("a"), .at(0, 59, 10, 759))
  }

  @Test func aGeometryReaderTakesTheSpaceAndPutsItsContentAtTheCorner() {
    let probe = PointLayoutProbe {
      GeometryReader { _ in
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
      }.accessibilityIdentifier("g")
    }
    expectFrame(probe.frame("g"), safeArea)
    expectFrame(probe.frame("a"), .at(0, 59, 10, 10))
  }

  @Test func aGeometryReaderUnderATextTakesTheRest() {
    let probe = PointLayoutProbe {
      VStack {
        Text("Title")
        GeometryReader { _ in Color.clear }.accessibilityIdentifier("g")
      }
    }
    #expect(abs(probe.frame("g")!.height - (759 - 8 - 61.0 / 3)) < 1e-9)
  }

  private func cells(_ count: Int) -> some View {
    ForEach(0..<count, id: \.self) { index in
      Color.red.frame(height: 50).accessibilityIdentifier("cell\(index)")
    }
  }

  @Test func anAdaptiveGridFitsAsManyColumnsAsItsMinimumAllows() {
    // The corpus's bug: `GridItem(.adaptive(minimum: 80))` was one column in HTML.
    let probe = PointLayoutProbe {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(5) }
    }
    expectFrame(probe.frame("cell0"), .at(0, 384.5, 92.25, 50))
    expectFrame(probe.frame("cell3"), .at(300.75, 384.5, 92.25, 50))
    expectFrame(probe.frame("cell4"), .at(0, 442.5, 92.25, 50))
  }

  @Test func anAdaptiveGridsColumnsStopAtTheirMaximum() {
    let probe = PointLayoutProbe {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100, maximum: 120))]) { cells(3) }
    }
    #expect(probe.frame("cell0")?.width == 120)
    #expect(probe.frame("cell1")!.minX - probe.frame("cell0")!.maxX == 8)
  }

  @Test func flexibleColumnsShareTheWidth() {
    let probe = PointLayoutProbe {
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { cells(3) }
    }
    #expect(abs(probe.frame("cell0")!.width - 377.0 / 3) < 1e-9)
    #expect(abs(probe.frame("cell2")!.maxX - 393) < 1e-9)
  }

  @Test func aFixedColumnLeavesTheRestToAFlexibleOne() {
    let probe = PointLayoutProbe {
      LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) { cells(2) }
    }
    #expect(probe.frame("cell0")?.width == 100)
    #expect(probe.frame("cell1")?.width == 285)
  }

  @Test func aGridsRowsAreAsTallAsTheirTallestCell() {
    let probe = PointLayoutProbe {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
        Color.red.frame(height: 30).accessibilityIdentifier("a")
        Color.red.frame(height: 60).accessibilityIdentifier("b")
        Color.red.frame(height: 10).accessibilityIdentifier("c")
      }
    }
    #expect(probe.frame("c")!.minY - probe.frame("b")!.minY == 68)
    #expect(probe.frame("a")!.minY - probe.frame("b")!.minY == 15)
  }

  @Test func aGridsColumnsAreAsWideAsTheirWidestCell() {
    let probe = PointLayoutProbe {
      Grid {
        GridRow {
          Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
          Color.red.frame(width: 30, height: 20).accessibilityIdentifier("b")
        }
        GridRow {
          Color.red.frame(width: 80, height: 20).accessibilityIdentifier("c")
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("d")
        }
      }
    }
    #expect(probe.frame("a")!.minX - probe.frame("c")!.minX == 15)
    #expect(probe.frame("d")!.minX - probe.frame("c")!.maxX == 8)
    #expect(probe.frame("c")!.minY - probe.frame("a")!.maxY == 8)
  }

  @Test func aGridCellCanSpanColumns() {
    let probe = PointLayoutProbe {
      Grid {
        GridRow {
          Color.red.frame(width: 50, height: 20)
          Color.red.frame(width: 50, height: 20)
        }
        GridRow {
          Color.red.frame(height: 20).accessibilityIdentifier("wide").gridCellColumns(2)
        }
      }
    }
    #expect(probe.frame("wide")?.width == 108)
  }

  @Test func viewThatFitsShowsTheFirstChildThatFits() {
    let probe = PointLayoutProbe {
      ViewThatFits {
        Color.red.frame(width: 500, height: 10).accessibilityIdentifier("wide")
        Color.red.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
      }
    }
    #expect(probe.frame("wide") == nil)
    #expect(probe.frame("narrow")?.width == 100)
  }

  @Test func viewThatFitsFallsBackToItsLastChild() {
    let probe = PointLayoutProbe {
      ViewThatFits {
        Color.red.frame(width: 500, height: 10).accessibilityIdentifier("wide")
        Color.red.frame(width: 400, height: 10).accessibilityIdentifier("wider")
      }
    }
    #expect(probe.frame("wider")?.width == 400)
  }

  @Test func aListsRowsAreAtLeastFortyFourPointsTall() {
    let probe = PointLayoutProbe {
      List {
        Text("One")
        Text("Two")
      }
    }
    #expect(abs(probe.text("Two")!.minY - probe.text("One")!.minY - 44) < 1e-9)
  }

  @Test func aListFillsTheSafeArea() {
    let probe = PointLayoutProbe { List { Text("One") }.accessibilityIdentifier("l") }
    expectFrame(probe.frame("l"), safeArea)
  }

  @Test func aToggleFillsTheWidthWithItsSwitchAtTheEnd() {
    let probe = PointLayoutProbe {
      Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("t")
    }
    #expect(probe.frame("t")?.width == 393)
    #expect(probe.frame("t")?.height == 31)
    #expect(probe.text("Wi-Fi")?.minX == 0)
  }

  @Test func aStepperIsAsTallAsItsButtons() {
    let probe = PointLayoutProbe {
      Stepper("Servings", value: .constant(4)).accessibilityIdentifier("s")
    }
    #expect(probe.frame("s")?.height == 32)
  }

  @Test func aSliderFillsTheWidth() {
    let probe = PointLayoutProbe { Slider(value: .constant(0.5)).accessibilityIdentifier("s") }
    #expect(probe.frame("s")?.size == Size(width: 393, height: 30))
  }

  @Test func aRoundedTextFieldIsThirtyFourPointsTall() {
    let probe = PointLayoutProbe {
      TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("f")
    }
    #expect(probe.frame("f")?.size == Size(width: 393, height: 34))
  }

  @Test func anIndeterminateProgressViewIsASpinner() {
    let probe = PointLayoutProbe { ProgressView().accessibilityIdentifier("p") }
    #expect(probe.frame("p")?.size == Size(width: 20, height: 20))
  }

  @Test func aLinearProgressViewFillsTheWidth() {
    let probe = PointLayoutProbe { ProgressView(value: 0.5).accessibilityIdentifier("p") }
    #expect(probe.frame("p")?.width == 393)
  }

  @Test func aBorderedButtonPadsItsLabel() {
    let probe = PointLayoutProbe {
      Button("Save") {}.buttonStyle(.bordered).accessibilityIdentifier("b")
    }
    #expect(abs(probe.frame("b")!.height - (61.0 / 3 + 14)) < 1e-9)
  }

  @Test func anInlineNavigationBarIsFortyFourPointsTall() {
    let probe = PointLayoutProbe {
      NavigationStack {
        Color.red.accessibilityIdentifier("c").navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(.inline)
      }
    }
    expectFrame(probe.frame("c"), .at(0, 103, 393, 715))
  }

  @Test func aLargeTitleBarIsNinetySixPointsTall() {
    let probe = PointLayoutProbe {
      NavigationStack { Color.red.accessibilityIdentifier("c").navigationTitle("Inbox") }
    }
    expectFrame(probe.frame("c"), .at(0, 155, 393, 663))
  }

  @Test func aTabBarTakesFortyNinePointsAboveTheHomeIndicator() {
    let probe = PointLayoutProbe {
      TabView {
        Color.red.accessibilityIdentifier("c").tabItem { Text("Home") }
      }
    }
    expectFrame(probe.frame("c"), .at(0, 59, 393, 710))
  }

  @Test func aColorThatIgnoresTheSafeAreaFillsTheScreen() {
    // Apple's documentation of `ignoresSafeArea(_:edges:)`: the view extends into the safe
    // area's insets where it touches them.
    let probe = PointLayoutProbe { Color.red.ignoresSafeArea().accessibilityIdentifier("c") }
    expectFrame(probe.frame("c"), .at(0, 0, 393, 852))
  }

  @Test func aViewAwayFromTheSafeAreasEdgesDoesNotGrow() {
    let probe = PointLayoutProbe {
      Color.red.frame(width: 100, height: 100).ignoresSafeArea().accessibilityIdentifier("c")
    }
    expectFrame(probe.frame("c"), .at(146.5, 388.5, 100, 100))
  }

  @Test func aCircularGaugeIsADialNotABar() {
    // The corpus's bug: `.accessoryCircularCapacity` became a full-width bar squeezing its
    // neighbours; the accessory gauges are 58-point dials.
    let probe = PointLayoutProbe {
      HStack {
        Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
          .accessibilityIdentifier("g")
        Text("Charging")
      }
    }
    #expect(probe.frame("g")?.size == Size(width: 58, height: 58))
    #expect(probe.text("Charging")?.width == FontMetrics(font: nil).width(of: "Charging"))
  }

  @Test func aGroupBoxPadsItsContentBySixteenPoints() {
    let probe = PointLayoutProbe {
      GroupBox { Color.red.frame(width: 100, height: 20).accessibilityIdentifier("c") }
        .accessibilityIdentifier("g")
    }
    #expect(probe.frame("c")!.minX - probe.frame("g")!.minX == 16)
    #expect(probe.frame("c")!.minY - probe.frame("g")!.minY == 16)
  }

  @Test func aSplitViewOnAPhoneShowsItsSidebarAlone() {
    // The corpus's bug: on an iPhone a `NavigationSplitView` showed all its columns stacked;
    // iOS collapses it at compact width and shows the sidebar first.
    let probe = PointLayoutProbe {
      NavigationSplitView {
        Color.red.accessibilityIdentifier("sidebar").navigationTitle("Mail")
      } detail: {
        Color.blue.accessibilityIdentifier("detail")
      }
    }
    expectFrame(probe.frame("sidebar"), .at(0, 155, 393, 663))
    #expect(probe.frame("detail") == nil)
  }

  @Test func aSplitViewOnAnIPadShowsItsColumnsSideBySide() {
    let probe = PointLayoutProbe(
      screen: Screen(
        size: Size(width: 1180, height: 820),
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        horizontalSizeClass: .regular)
    ) {
      NavigationSplitView {
        Color.red.accessibilityIdentifier("sidebar")
      } detail: {
        Color.blue.accessibilityIdentifier("detail")
      }
    }
    #expect(probe.frame("sidebar")?.width == 320)
    #expect(probe.frame("detail")?.minX == 320)
    #expect(probe.frame("detail")?.width == 860)
  }

  @Test func anEmptyStatesSymbolSitsLargeAboveItsTitle() {
    // `ContentUnavailableView` (iOS 17) shows its symbol large, above the title.
    let probe = PointLayoutProbe {
      ContentUnavailableView("No Mail", systemImage: "tray")
    }
    let symbol = probe.placed.first { $0.role == .image }!.frame!
    let title = probe.text("No Mail")!
    #expect(symbol.maxY + 16 == title.minY)
    #expect(symbol.height > 50)
    #expect(abs((symbol.minX + symbol.width / 2) - (title.minX + title.width / 2)) < 1e-9)
  }

  @Test func aSmallerPhoneOffersItsOwnSafeArea() {
    let probe = PointLayoutProbe(screen: .iPhoneSE) { Color.red.accessibilityIdentifier("c") }
    expectFrame(probe.frame("c"), .at(0, 20, 375, 647))
  }
}
