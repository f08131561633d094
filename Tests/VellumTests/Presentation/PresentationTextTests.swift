import Testing
import Vellum

/// Where the text rendering draws alerts and dialogs: where iOS shows them, over a screen as
/// tall as the device's, so a short screen's content stays in sight (Human Interface
/// Guidelines, Alerts: an alert appears in the middle of the screen, over the app's content).
@MainActor
@Suite struct PresentationTextTests {
  private struct Counter: View {
    @State private var isAsking = false
    var body: some View {
      VStack {
        Text("Count: 7")
        Button("Reset") { isAsking = true }
      }
      .alert("Reset the count?", isPresented: $isAsking) {
        Button("Reset", role: .destructive) {}
      }
    }
  }

  /// Before: the alert, centered on the two-line screen, covered both of its lines.
  @Test func anAlertOverAShortScreenLeavesItsContentInSight() throws {
    let host = ViewHost(Counter())
    try host.tap("Reset")
    let lines = host.render(.text(width: 40)).split(separator: "\n")
    #expect(lines.first?.trimmingCharacters(in: .whitespaces) == "Count: 7")
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "[ Reset ]")
    #expect(lines[2].contains("┌─ Alert"))
    #expect(lines.contains { $0.contains("Reset the count?") })
  }

  /// A screen taller than the device's (a long list, drawn whole) keeps its alert in its
  /// middle, over the content there, and grows no longer.
  @Test func anAlertOverATallScreenStandsInItsMiddle() throws {
    struct Long: View {
      @State private var isAsking = true
      var body: some View {
        VStack {
          ForEach(0..<60, id: \.self) { Text("Row \($0)") }
        }
        .alert("Done?", isPresented: $isAsking) {}
      }
    }
    let lines = ViewHost(Long()).render(.text(width: 40)).split(separator: "\n")
    let top = try #require(lines.firstIndex { $0.contains("┌─ Alert") })
    // Five rows of alert in the middle of sixty.
    #expect(top == 27, "the alert starts at row \(top)")
    #expect(lines.count == 60)
  }
}
