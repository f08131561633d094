#if canImport(Darwin)
  import Accessibility
#endif

extension View {
  /// Describes the view as a chart for VoiceOver's Audio Graphs. The descriptor is made (and
  /// brought up to date) each time the view is evaluated; the accessibility rendering reads
  /// its title as the element's audio graph, and the tree rendering records its axes and
  /// series.
  ///
  /// ```swift
  /// BarChart(steps).accessibilityChartDescriptor(StepsChart(steps: steps))
  /// ```
  public consuming func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(
    _ representable: R
  ) -> some View {
    let descriptor = representable.makeChartDescriptor()
    representable.updateChartDescriptor(descriptor)
    return modifier(
      AccessibilityAttachmentModifier(
        Attribute(.accessibilityChartDescriptor, Self.chartFields(descriptor))))
  }

  /// A descriptor as nodes record it: its title and summary, each axis's title, and each
  /// series' name with its number of points.
  private static func chartFields(_ descriptor: AXChartDescriptor) -> AttributeValue {
    var fields: [Attribute] = []
    if let title = descriptor.title { fields.append(Attribute(.title, .string(title))) }
    if let summary = descriptor.summary { fields.append(Attribute(.message, .string(summary))) }
    let axes = [descriptor.xAxis.title] + (descriptor.yAxis.map { [$0.title] } ?? [])
    fields.append(Attribute(.axes, .list(axes.map { .string($0) })))
    let series = descriptor.series.map { series -> AttributeValue in
      .fields([
        Attribute(.name, .string(series.name ?? "")),
        Attribute(.count, .int(series.dataPoints.count)),
      ])
    }
    fields.append(Attribute(.value, .list(series)))
    return .fields(fields)
  }
}
