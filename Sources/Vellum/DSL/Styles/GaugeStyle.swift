/// How gauges are drawn: a bar or a ring, with or without capacity fill, or a custom style's
/// body. Vellum draws the built-in styles.
///
/// ```swift
/// struct ThermometerStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack { configuration.label; ProgressView(value: configuration.value) }
///   }
/// }
/// Gauge(value: level) { Text("Level") }.gaugeStyle(ThermometerStyle())
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a gauge from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = GaugeStyleConfiguration
}

extension View {
  /// Draws the gauges in the view with a style; the innermost style wins.
  ///
  /// ```swift
  /// Gauge(value: 0.3) { Text("CPU") }.gaugeStyle(.linearCapacity)
  /// ```
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}

extension Gauge
where
  Label == GaugeStyleConfiguration.Label,
  CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
  BoundsLabel == GaugeStyleConfiguration.MinimumValueLabel,
  MarkedValueLabels == GaugeStyleConfiguration.MarkedValueLabels
{
  /// The standard gauge of a style's configuration, drawn by the styles outside that one.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { Gauge(configuration).tint(.red) }
  /// ```
  public init(_ configuration: GaugeStyleConfiguration) {
    self.init(
      value: configuration.value, in: 0...1, label: configuration.label,
      current: configuration.currentValueLabel, minimum: configuration.minimumValueLabel,
      maximum: configuration.maximumValueLabel, marked: configuration.markedValueLabels)
  }
}
