/// What a gauge style draws from: the gauge's value as a fraction of its range, and its labels.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///   HStack { configuration.label; Text("\(Int(configuration.value * 100))%") }
/// }
/// ```
public struct GaugeStyleConfiguration {
  /// The gauge's label.
  public typealias Label = AnyView
  /// The label of the gauge's current value.
  public typealias CurrentValueLabel = AnyView
  /// The label of the range's lower end.
  public typealias MinimumValueLabel = AnyView
  /// The label of the range's upper end.
  public typealias MaximumValueLabel = AnyView
  /// The labels of marked values.
  public typealias MarkedValueLabels = AnyView

  /// The value, from 0 at the lower end of the range to 1 at the upper end.
  public let value: Double
  /// The gauge's label.
  public let label: Label
  /// The current value's label, if the gauge has one.
  public let currentValueLabel: CurrentValueLabel?
  /// The lower end's label, if any.
  public let minimumValueLabel: MinimumValueLabel?
  /// The upper end's label, if any.
  public let maximumValueLabel: MaximumValueLabel?
  /// The marked values' labels, if any.
  public let markedValueLabels: MarkedValueLabels?
}
