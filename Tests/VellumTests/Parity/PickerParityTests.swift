import Foundation
import Testing
import Vellum
import VellumTesting

/// Color pickers and multi-date pickers (issue 17, "Views and controls"): drawn in text and
/// HTML, and picked with the host.
@MainActor
@Suite struct PickerParityTests {
  @Test func pickingAColorKeepsItOpaqueWhenThePickerSaysSo() throws {
    struct Theme: View {
      @State var tint = Color.blue
      @State var background = Color(red: 1, green: 0.5, blue: 0)
      @State var border = Color.gray
      var body: some View {
        Form {
          ColorPicker("Tint", selection: $tint)
          ColorPicker(String("Background"), selection: $background, supportsOpacity: false)
          ColorPicker(selection: $border) { Label("Border", systemImage: "square") }
        }
      }
    }
    let host = ViewHost(Theme())
    assertSnapshot(of: host, as: .text(width: 40), named: "color-pickers")
    assertSnapshot(of: host, as: .html, named: "color-pickers")
    try host.pick(Color.red.opacity(0.5), in: "Tint")
    try host.pick(Color.green.opacity(0.5), in: "Background")
    let text = host.render(.text(width: 40))
    #expect(text.contains("[● red(0.5)]"))
    #expect(text.contains("[● green]"), "a picker without opacity drops it")
    #expect(throws: InteractionError.self) { try host.pick(Color.red, in: "Missing") }
  }

  @Test func tappingDaysAddsAndRemovesThem() throws {
    struct Trip: View {
      static let start = Date(timeIntervalSince1970: 1_704_102_060)  // 2024-01-01 09:41 UTC
      @State var days: Set<DateComponents> = []
      var body: some View {
        VStack(alignment: .leading) {
          MultiDatePicker("Trip", selection: $days, in: Trip.start..<Trip.start + 86_400 * 10)
          MultiDatePicker(String("Any"), selection: $days)
          MultiDatePicker(selection: $days, in: Trip.start...) { Text("Later") }
          MultiDatePicker("Earlier", selection: $days, in: ..<Trip.start)
          Text("\(days.count) days")
        }
      }
    }
    let host = ViewHost(Trip())
    let day = 86_400.0
    try host.pick(Trip.start + day * 4, in: "Trip")
    try host.pick(Trip.start + day, in: "Trip")
    try host.pick(Trip.start + day * 20, in: "Trip")
    #expect(host.render(.text(width: 60)).contains("2 days"), "a day out of bounds is not added")
    assertSnapshot(of: host, as: .text(width: 60), named: "multi-date-pickers")
    assertSnapshot(of: host, as: .html, named: "multi-date-pickers")
    try host.pick(Trip.start + day * 4 + 3_600, in: "Trip")
    let text = host.render(.text(width: 60))
    #expect(text.contains("1 days") && text.contains("[Jan 2, 2024]"))
  }
}
