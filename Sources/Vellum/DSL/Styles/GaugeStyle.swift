/// How gauges are drawn: a bar or a ring, with or without capacity fill. Vellum draws the built-in styles.
///
/// ```swift
/// Gauge(value: level) { Text("Level") }.gaugeStyle(.accessoryCircular)
/// ```
public protocol GaugeStyle {}

extension View {
  /// Draws the gauges in the view with a style; the innermost style wins.
  ///
  /// ```swift
  /// Gauge(value: 0.3) { Text("CPU") }.gaugeStyle(.linearCapacity)
  /// ```
  public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.gauge, style))
  }
}
