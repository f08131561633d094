/// A value shown on a scale between bounds, with a label, the current value's label and the
/// bounds' labels: in text `0 ████░░░░ 100` under its label; in HTML a `<meter>`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// ```
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels?

  init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
    minimum: BoundsLabel?, maximum: BoundsLabel?, marked: MarkedValueLabels?
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    self.label = label
    currentValueLabel = current
    minimumValueLabel = minimum
    maximumValueLabel = maximum
    markedValueLabels = marked
  }

  /// A gauge with every label: current value, bounds, and marked values.
  ///
  /// ```swift
  /// Gauge(value: 0.4) { Text("Load") } currentValueLabel: { Text("40%") }
  ///   minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") } markedValueLabels: { Text("½") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(), maximum: maximumValueLabel(), marked: markedValueLabels())
  }

  /// A gauge is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label.
  ///
  /// ```swift
  /// Gauge(value: progress) { Text("Progress") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label(), current: nil, minimum: nil, maximum: nil,
      marked: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a current-value label.
  ///
  /// ```swift
  /// Gauge(value: speed, in: 0...200) { Text("Speed") } currentValueLabel: { Text("\(Int(speed))") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: nil,
      maximum: nil, marked: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with a label, a current-value label and the bounds' labels.
  ///
  /// ```swift
  /// Gauge(value: t, in: 0...40) { Text("°C") } currentValueLabel: { Text("\(Int(t))") }
  ///   minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(), maximum: maximumValueLabel(), marked: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label, a current-value label and labels for marked values.
  ///
  /// ```swift
  /// Gauge(value: 0.5) { Text("Mix") } currentValueLabel: { Text("50%") } markedValueLabels: { Text("½") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: nil,
      maximum: nil, marked: markedValueLabels())
  }
}
