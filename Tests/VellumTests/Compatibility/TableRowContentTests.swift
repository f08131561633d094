import Testing

@testable import Vellum

/// Rows that disclose rows, and no rows.
///
/// Sources: Apple's documentation of `DisclosureTableRow` (its `DeviceStats` example: "a label
/// row that is always visible, and some content rows that are conditionally visible depending
/// on the state"; `init(_:isExpanded:content:)`) and of `TableRowBuilder` (`buildBlock()`
/// makes `EmptyTableRowContent`).
@MainActor @Suite struct TableRowContentTests {
  struct DeviceStats: Identifiable {
    let id: String
    let share: Int
  }

  struct Devices: View {
    @State var expanded = true
    var body: some View {
      VStack {
        Table(of: DeviceStats.self) {
          TableColumn("Device", value: \.id)
        } rows: {
          DisclosureTableRow(DeviceStats(id: "All devices", share: 100), isExpanded: $expanded) {
            TableRow(DeviceStats(id: "iPhone", share: 60))
            TableRow(DeviceStats(id: "iPad", share: 25))
          }
          TableRow(DeviceStats(id: "Vision Pro", share: 1))
        }
        Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
      }
    }
  }

  @Test func aDisclosureRowShowsItsRowsWhileExpanded() throws {
    let host = ViewHost(Devices())
    var text = host.render(.text)
    for device in ["All devices", "iPhone", "iPad", "Vision Pro"] {
      #expect(text.contains(device), "\(device) in\n\(text)")
    }
    try host.tap("Collapse")
    text = host.render(.text)
    #expect(text.contains("All devices") && text.contains("Vision Pro"))
    #expect(!text.contains("iPhone") && !text.contains("iPad"))
  }

  @Test func withoutABindingTheRowStaysCollapsed() {
    let text = ViewHost(
      Table(of: DeviceStats.self) {
        TableColumn("Device", value: \.id)
      } rows: {
        DisclosureTableRow(DeviceStats(id: "All", share: 100)) {
          TableRow(DeviceStats(id: "Mac", share: 14))
        }
      }
    ).render(.text)
    #expect(text.contains("All") && !text.contains("Mac"))
  }

  @Test func anEmptyRowBuilderMakesNoRows() {
    let rows = TableRowBuilder<DeviceStats>.buildBlock()
    #expect(rows.resolvedRows.entries.isEmpty)
    let text = ViewHost(
      Table(of: DeviceStats.self) {
        TableColumn("Device", value: \.id)
      } rows: {
      }
    ).render(.text)
    #expect(text.contains("Device"))
  }
}
