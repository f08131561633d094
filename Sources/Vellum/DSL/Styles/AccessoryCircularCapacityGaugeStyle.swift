/// A closed ring filled to the value.
///
/// ```swift
/// Gauge(value: 0.3) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// AccessoryCircularCapacityGaugeStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .accessoryCircularCapacity }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
