/// A thin bar with a marker at the value.
///
/// ```swift
/// Gauge(value: 0.3) { Text("UV") }.gaugeStyle(.accessoryLinear)
/// ```
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// AccessoryLinearGaugeStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .accessoryLinear }

  /// Draws the standard gauge in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
