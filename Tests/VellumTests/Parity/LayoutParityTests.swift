import Testing
import Vellum
import VellumTesting

/// SwiftUI's layout containers (issue 16, "Layout"): lazy stacks draw as stacks, and grids lay
/// out real columns in text and as CSS grids in HTML.
@MainActor
@Suite struct LayoutParityTests {
  @Test func lazyStacksDrawAsStacks() {
    let lazy = VStack {
      LazyVStack(alignment: .leading, spacing: 16, pinnedViews: [.sectionHeaders]) {
        Text("one")
        Text("two")
      }
      LazyHStack(alignment: .top, spacing: 8) {
        Text("a")
        Text("b")
      }
    }
    let plain = VStack {
      VStack(alignment: .leading, spacing: 16) {
        Text("one")
        Text("two")
      }
      HStack(alignment: .top, spacing: 8) {
        Text("a")
        Text("b")
      }
    }
    #expect(ViewHost(lazy).render(.text(width: 20)) == ViewHost(plain).render(.text(width: 20)))
    #expect(ViewHost(lazy).render(.html) == ViewHost(plain).render(.html))
  }

  @Test func aThreeColumnGridIsThreeColumns() {
    let view = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
      ForEach(1...7, id: \.self) { Text("Item \($0)") }
    }
    assertSnapshot(of: view, as: .text(width: 36), named: "three-columns")
    assertSnapshot(of: view, as: .html, named: "three-columns")
  }

  @Test func adaptiveColumnsFitTheWidth() {
    let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 8)], spacing: 16) {
      ForEach(1...6, id: \.self) { Text("#\($0)") }
    }
    let narrow = ViewHost(view).render(.text(width: 20))
    let wide = ViewHost(view).render(.text(width: 40))
    #expect(narrow.split(separator: "\n").count > wide.split(separator: "\n").count)
    assertSnapshot(of: view, as: .text(width: 40), named: "adaptive")
    #expect(ViewHost(view).render(.html).contains("repeat(auto-fill,minmax(64px,1fr))"))
  }

  @Test func fixedAndFlexibleColumnsAndHorizontalGrids() {
    let view = VStack(alignment: .leading, spacing: 16) {
      LazyVGrid(
        columns: [GridItem(.fixed(48)), GridItem(.flexible(minimum: 40, maximum: 120))],
        alignment: .leading
      ) {
        Text("Key")
        Text("Value")
        Text("Longer key")
        Text("v")
      }
      LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], spacing: 16) {
        ForEach(["a", "bb", "ccc", "d", "e"], id: \.self) { Text($0) }
      }
    }
    assertSnapshot(of: view, as: .text(width: 30), named: "fixed-horizontal")
    assertSnapshot(of: view, as: .html, named: "fixed-horizontal")
  }

  @Test func gridRowsLineUpInColumns() {
    let view = Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 0) {
      GridRow {
        Text("Name")
        Text("Ada Lovelace")
      }
      Divider()
      GridRow(alignment: .top) {
        Text("Qty").gridColumnAlignment(.trailing)
        Text("12")
      }
      GridRow {
        Text("999")
        Text("items")
      }
      GridRow {
        Text("Notes span both columns").gridCellColumns(2)
      }
    }
    assertSnapshot(of: view, as: .text(width: 40), named: "grid")
    assertSnapshot(of: view, as: .html, named: "grid")
  }

  @Test func viewThatFitsPicksTheFirstViewThatFits() {
    let view = ViewThatFits(in: .horizontal) {
      Text("Add to Favorites and share")
      Text("Add")
    }
    #expect(ViewHost(view).render(.text(width: 40)).contains("Add to Favorites and share"))
    #expect(!ViewHost(view).render(.text(width: 10)).contains("Favorites"))
    #expect(ViewHost(view).render(.text(width: 10)).contains("Add"))
    #expect(ViewHost(view).render(.html).contains("Favorites"))
    #expect(!ViewHost(view).render(.html).contains(">Add<"))
    let narrow = ViewThatFits(in: .horizontal) {
      Text(String(repeating: "too wide for the host's screen ", count: 2))
      Text("Fits")
    }
    #expect(ViewHost(narrow).render(.html).contains(">Fits<"), "HTML shows the screen's choice")
    #expect(ViewHost(narrow).render(.tree).contains("chosen: 1"))
  }

  @Test func sizingAndPlacementModifiers() {
    let view = VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("A long title that would wrap").fixedSize()
      }.frame(width: 80)
      Text("Half").containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 0)
        .border(Color.gray)
      Text("Whole").containerRelativeFrame(.horizontal).border(Color.gray)
      Color.blue.aspectRatio(16 / 9, contentMode: .fit).frame(width: 32, height: 16)
      Image(systemName: "star").scaledToFit()
      Text("Priority").layoutPriority(1)
      Text("Centered at 40,8").position(x: 160, y: 16).frame(height: 48)
      Text("Behind the notch").ignoresSafeArea().edgesIgnoringSafeArea(.top)
      Text("Content").safeAreaInset(edge: .bottom, spacing: 0) { Text("Bottom bar") }
        .safeAreaInset(edge: .leading) { Text("|") }
      Text("Padded").safeAreaPadding(.horizontal, 16).safeAreaPadding(8)
        .safeAreaPadding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
    assertSnapshot(of: view, as: .text(width: 40), named: "sizing")
    assertSnapshot(of: view, as: .html, named: "sizing")
    assertSnapshot(of: view, as: .tree, named: "sizing")
  }
}
