/// A bar filled to the value.
///
/// ```swift
/// Gauge(value: 0.3) { Text("Disk") }.gaugeStyle(.linearCapacity)
/// ```
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// LinearCapacityGaugeStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .linearCapacity }

  /// Draws the standard gauge in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
