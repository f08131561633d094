/// An open ring with a marker at the value.
///
/// ```swift
/// Gauge(value: 0.3) { Text("AQI") }.gaugeStyle(.accessoryCircular)
/// ```
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// AccessoryCircularGaugeStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .accessoryCircular }

  /// Draws the standard gauge in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
