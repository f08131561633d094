import Testing
import Vellum

/// Right to left, the text rendering reads in the same order as the HTML a browser mirrors:
/// the browser check compares the two on every gallery page.
@MainActor
@Suite struct RightToLeftTextTests {
  private func rightToLeft(_ view: some View, width: Int = 30) -> String {
    ViewHost(view, variant: .rightToLeft).render(.text(width: width))
  }

  @Test func labeledContentPutsItsLabelOnTheRight() {
    #expect(
      rightToLeft(LabeledContent("Version", value: "1.0")) == "1.0                    Version\n")
  }

  @Test func aStepperIncrementsOnTheLeft() {
    #expect(rightToLeft(Stepper("Count", value: .constant(1))).hasPrefix("[+|−] 1 "))
  }

  @Test func theFirstTabIsOnTheRight() {
    let tabs = TabView {
      Text("Home").tabItem { Text("Home") }
      Text("List").tabItem { Text("List") }
    }
    #expect(rightToLeft(tabs).hasSuffix("List   [Home]\n"))
  }

  @Test func aGridsFirstColumnIsOnTheRight() {
    let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
      Text("A")
      Text("B")
    }
    let line = rightToLeft(grid)
    #expect(line.firstIndex(of: "B")! < line.firstIndex(of: "A")!)
  }

  @Test func anAlertsFirstButtonIsOnTheRight() {
    let view = Text("Mail").alert("Delete?", isPresented: .constant(true)) {
      Button("Cancel", role: .cancel) {}
      Button("Delete", role: .destructive) {}
    }
    #expect(rightToLeft(view, width: 40).contains("[! Delete ] [× Cancel ]"))
  }

  @Test func aToolbarGroupsButtonsRunFromTheRight() {
    let view = NavigationStack {
      Text("Board")
        .toolbar {
          ToolbarItemGroup {
            Button("Style") {}
            Button("Add") {}
          }
        }
    }
    #expect(rightToLeft(view).hasPrefix("[ Add ] [ Style ]"))
  }
}
