extension Slider {
  /// A slider with its editing call before its label: the iOS 13 order of arguments, which
  /// SwiftUI deprecated and shipped code still writes.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...10, onEditingChanged: { isEditing = $0 }) { Text("Volume") }
  /// ```
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: nil, label: label, onEditingChanged: onEditingChanged)
  }

  /// A slider with a step, its editing call before its label: the iOS 13 order.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...10, step: 1, onEditingChanged: { _ in }) { Text("Volume") }
  /// ```
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A slider with views at the ends of its track, given as values before the label: the iOS
  /// 13 order.
  ///
  /// ```swift
  /// Slider(
  ///   value: $volume, in: 0...10, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")
  /// ) { Text("Volume") }
  /// ```
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: label,
      minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }

  /// A slider with a step and views at the ends of its track, given as values before the
  /// label: the iOS 13 order.
  ///
  /// ```swift
  /// Slider(
  ///   value: $volume, in: 0...10, step: 1, minimumValueLabel: Text("0"),
  ///   maximumValueLabel: Text("10")
  /// ) { Text("Volume") }
  /// ```
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label,
      minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }
}
