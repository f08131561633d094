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
  /// The views at the ends of the track, when given: drawn after the label.
  var valueLabels: [AnyView] = []

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

extension Slider {
  /// A slider with a label, views at the ends of its track, and a call when editing starts and
  /// ends (Vellum's `slide` is one edit: `true` before the change, `false` after).
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: {
  ///   Image(systemName: "speaker")
  /// } maximumValueLabel: {
  ///   Image(systemName: "speaker.wave.3")
  /// } onEditingChanged: { editing in isEditing = editing }
  /// ```
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let editing = Binding<V>(
      get: { value.wrappedValue },
      set: { newValue in
        onEditingChanged(true)
        value.wrappedValue = newValue
        onEditingChanged(false)
      })
    self.init(value: editing, in: bounds, step: step, label: label)
    if ValueLabel.self != EmptyView.self {
      valueLabels = [AnyView(minimumValueLabel()), AnyView(maximumValueLabel())]
    }
  }

  /// A slider with a label and a call when editing starts and ends.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...1, label: { Text("Volume") }, onEditingChanged: { print($0) })
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView {
  /// A slider without a label that reports editing around each change.
  ///
  /// ```swift
  /// Slider(value: $progress, in: 0...1, onEditingChanged: { isScrubbing = $0 })
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: { EmptyView() },
      onEditingChanged: onEditingChanged)
  }

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

/// A slider's label followed by the views at the ends of its track, each under a node of its
/// role so renderers draw them at the track's ends.
struct SliderLabels<Label: View>: View {
  let label: Label
  let ends: [AnyView]

  var body: some View {
    label
    if ends.count == 2 {
      ControlPart(role: .minimumValueLabel, content: ends[0])
      ControlPart(role: .maximumValueLabel, content: ends[1])
    }
  }
}

extension Slider {
  /// Sets the value, clamped to the bounds and rounded to the step.
  func set(_ proposed: Double) {
    var clamped = min(max(proposed, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      clamped = bounds.lowerBound + ((clamped - bounds.lowerBound) / step).rounded() * step
    }
    value.wrappedValue = clamped
  }
}
