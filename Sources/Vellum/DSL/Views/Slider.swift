/// A control for choosing a value from a continuous range.
///
/// ```swift
/// Slider(value: $volume, in: 0...10) { Text("Volume") }
/// ```
public struct Slider<Label: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label

  /// A slider with a label.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label()
  }

  /// A slider is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Slider where Label == EmptyView {
  /// A slider without a label.
  ///
  /// ```swift
  /// Slider(value: $progress)
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step) { EmptyView() }
  }
}

extension Slider: PrimitiveView {
  package func update(_ record: GraphNode) {
    let current = value.wrappedValue
    record.control = .adjust(set)
    record.element(
      "Slider",
      [
        Attribute("value", .double(current), isBound: true),
        Attribute("minimum", .double(bounds.lowerBound)),
        Attribute("maximum", .double(bounds.upperBound)),
      ] + record.disabledAttribute, content: label)
  }
}

extension Slider {
  /// Sets the value, clamped to the bounds and rounded to the step.
  private func set(_ proposed: Double) {
    var clamped = min(max(proposed, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      clamped = bounds.lowerBound + ((clamped - bounds.lowerBound) / step).rounded() * step
    }
    value.wrappedValue = clamped
  }
}
