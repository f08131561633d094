import Testing
import Vellum

/// Rows that fill the list's width themselves (a stack with a spacer) and rows that do not,
/// which the list's text layout frames at the leading edge.
private struct Rows: View {
  var body: some View {
    List {
      HStack {
        Text("Milk")
        Spacer()
        Text("2")
      }
      Text("Eggs")
      HStack {
        Text("Flour")
        Text("1 kg")
      }
    }
  }
}

@MainActor
@Suite struct ListRowFrameTests {
  private let divider: Substring = "────────────────────"

  @Test func rowsThatFillTheWidthAndRowsThatDoNotLineUpAtTheLeadingEdge() {
    let lines = ViewHost(Rows()).render(.text(width: 20)).split(separator: "\n")
    #expect(lines == ["Milk               2", divider, "Eggs", divider, "Flour 1 kg"])
  }

  @Test func rightToLeftRowsLineUpAtTheTrailingEdge() {
    let lines = ViewHost(Rows(), variant: .rightToLeft)
      .render(.text(width: 20)).split(separator: "\n")
    #expect(
      lines == [
        "2               Milk", divider, "                Eggs", divider, "          1 kg Flour",
      ])
  }
}
