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
  package var styleName: Keyword { .accessoryCircular }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
