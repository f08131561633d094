/// How gauges are drawn: a bar or a ring, with or without capacity fill. Vellum draws the built-in styles.
///
/// ```swift
/// Gauge(value: level) { Text("Level") }.gaugeStyle(.accessoryCircular)
/// ```
public protocol GaugeStyle {}

/// The platform's default gauge look: a bar.
///
/// ```swift
/// Gauge(value: 0.3) { Text("CPU") }.gaugeStyle(.automatic)
/// ```
public struct DefaultGaugeStyle: GaugeStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// DefaultGaugeStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .automatic }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default gauge look: a bar.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

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
  package var styleName: Keyword { .linearCapacity }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

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
  package var styleName: Keyword { .accessoryLinear }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

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
