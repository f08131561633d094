/// A control with − and + buttons that step a value, or run your own actions.
///
/// ```swift
/// Stepper("Servings: \(servings)", value: $servings, in: 1...12)
/// ```
public struct Stepper<Label: View>: View {
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  var value: (() -> AttributeValue)?
  let label: Label

  /// A stepper that runs actions; `nil` disables that direction.
  ///
  /// ```swift
  /// Stepper { count += 1 } onDecrement: { count -= 1 } label: { Text("\(count)") }
  /// ```
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label
  ) {
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.value = nil
    self.label = label()
  }

  /// A stepper bound to a value, kept inside `bounds`.
  ///
  /// ```swift
  /// Stepper(value: $servings, in: 1...12) { Text("Servings") }
  /// ```
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    onIncrement = {
      let next = value.wrappedValue.advanced(by: step)
      if next <= bounds.upperBound { value.wrappedValue = next }
    }
    onDecrement = {
      let next = value.wrappedValue.advanced(by: -step)
      if next >= bounds.lowerBound { value.wrappedValue = next }
    }
    self.value = { AttributeValue(describing: value.wrappedValue) }
    self.label = label()
  }

  /// A stepper is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Stepper where Label == Text {
  /// A stepper titled with a literal whose value is shown with a format style.
  ///
  /// ```swift
  /// Stepper("Servings", value: $servings, in: 1...12, step: 1, format: .number)
  /// ```
  public init<F: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    self.value = { .string(format.format(value.wrappedValue)) }
  }

  /// A stepper titled with a literal, without bounds, whose value is shown with a format style.
  ///
  /// ```swift
  /// Stepper("Count", value: $count, format: .number)
  /// ```
  public init<F: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F
  ) where F.FormatInput: FixedWidthInteger, F.FormatOutput == String {
    self.init(titleKey, value: value, in: .min ... .max, step: step, format: format)
  }

  /// A stepper bound to a value, titled with a literal.
  ///
  /// ```swift
  /// Stepper("Servings", value: $servings, in: 1...12)
  /// ```
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper that runs actions, titled with a literal.
  ///
  /// ```swift
  /// Stepper("Count", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
  }
}

extension Stepper: PrimitiveView {
  package func update(_ record: GraphNode) {
    var attributes: [Attribute] = []
    if let value { attributes.append(Attribute("value", value(), isBound: true)) }
    record.control = .step(increment: onIncrement, decrement: onDecrement)
    record.element("Stepper", attributes + record.disabledAttribute, content: label)
  }
}
