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
  nonisolated package var styleName: Keyword { .automatic }

  /// Draws the standard gauge in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default gauge look: a bar.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
