import SwiftUI
import Testing

/// A chart described for Audio Graphs compiles with `import Accessibility` on Linux, and its
/// descriptor reaches the renderings (developer.apple.com/documentation/swiftui/
/// axchartdescriptorrepresentable: `makeChartDescriptor()` describes the chart).
@MainActor
@Suite struct StepsChartFileTests {
  @Test func theChartsDescriptorIsReadAsItsAudioGraph() {
    let host = ViewHost(StepsChartView(steps: [3_000, 5_500, 8_000]))
    let spoken = host.render(.accessibility)
    #expect(spoken.contains(#"element "Steps this week", audio graph "Daily steps""#), "\(spoken)")
    let tree = host.render(.tree)
    #expect(tree.contains(#"title: "Daily steps""#), "\(tree)")
    #expect(tree.contains(#"axes: ["Day", "Steps"]"#))
    #expect(tree.contains(#"(name: "Steps", count: 3)"#))
  }
}
