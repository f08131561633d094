/// A thin bar filled to the value.
///
/// ```swift
/// Gauge(value: 0.3) { Text("Steps") }.gaugeStyle(.accessoryLinearCapacity)
/// ```
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// AccessoryLinearCapacityGaugeStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .accessoryLinearCapacity }

  /// Draws the standard gauge in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
