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
  nonisolated package var styleName: Keyword { .accessoryCircularCapacity }

  /// Draws the standard gauge in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
