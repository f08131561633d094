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
  package var styleName: Keyword { .accessoryLinearCapacity }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
