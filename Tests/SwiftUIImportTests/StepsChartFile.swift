import Accessibility
import SwiftUI

/// A chart view as apps write it for Audio Graphs: `import Accessibility` for the descriptor's
/// types, `accessibilityChartDescriptor` on the chart.
struct StepsChartView: View {
  let steps: [Double]

  var body: some View {
    HStack(alignment: .bottom) {
      ForEach(steps.indices, id: \.self) { index in
        Rectangle().frame(width: 10, height: steps[index] / 100)
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Steps this week")
    .accessibilityChartDescriptor(StepsChartDescriptor(steps: steps))
  }
}

/// The chart's description, a type of its own as Apple's example writes it (the protocol is
/// not isolated to the main actor, so a view cannot conform in Swift 6).
struct StepsChartDescriptor: AXChartDescriptorRepresentable {
  let steps: [Double]

  func makeChartDescriptor() -> AXChartDescriptor {
    let days = AXCategoricalDataAxisDescriptor(
      title: "Day", categoryOrder: steps.indices.map { "Day \($0 + 1)" })
    let counts = AXNumericDataAxisDescriptor(
      title: "Steps", range: 0...(steps.max() ?? 1), gridlinePositions: []
    ) { "\(Int($0)) steps" }
    let series = AXDataSeriesDescriptor(
      name: "Steps", isContinuous: false,
      dataPoints: steps.enumerated().map { AXDataPoint(x: "Day \($0.offset + 1)", y: $0.element) })
    return AXChartDescriptor(
      title: "Daily steps", summary: "Rising through the week", xAxis: days, yAxis: counts,
      additionalAxes: [], series: [series])
  }
}
