#if canImport(Darwin)
  import Accessibility
#endif

/// A type that describes a chart for VoiceOver's Audio Graphs: `makeChartDescriptor()` gives
/// the chart's title, summary, axes and series; `updateChartDescriptor(_:)` brings one up to
/// date when the view changes.
///
/// ```swift
/// struct StepsChart: AXChartDescriptorRepresentable {
///   let steps: [Double]
///   func makeChartDescriptor() -> AXChartDescriptor {
///     let days = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue"])
///     let counts = AXNumericDataAxisDescriptor(
///       title: "Steps", range: 0...20_000, gridlinePositions: []) { "\(Int($0)) steps" }
///     let week = AXDataSeriesDescriptor(
///       name: "Steps", isContinuous: false,
///       dataPoints: zip(["Mon", "Tue"], steps).map { AXDataPoint(x: $0, y: $1) })
///     return AXChartDescriptor(
///       title: "Steps", summary: nil, xAxis: days, yAxis: counts, additionalAxes: [],
///       series: [week])
///   }
/// }
/// ```
public protocol AXChartDescriptorRepresentable {
  /// The chart's description.
  func makeChartDescriptor() -> AXChartDescriptor

  /// Brings `descriptor` up to date with the chart.
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
  /// Leaves the descriptor as it was made.
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}
