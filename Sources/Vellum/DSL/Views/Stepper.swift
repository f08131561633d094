/// A control with − and + buttons that step a value, or run your own actions.
///
/// ```swift
/// Stepper("Servings: \(servings)", value: $servings, in: 1...12)
/// ```
public struct Stepper<Label: View>: View {
  /// Steps up; `false` when the value is at its upper bound.
  let onIncrement: (() -> Bool)?
  /// Steps down; `false` when the value is at its lower bound.
  let onDecrement: (() -> Bool)?
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
    self.onIncrement = onIncrement.map { action in
      {
        action()
        return true
      }
    }
    self.onDecrement = onDecrement.map { action in
      {
        action()
        return true
      }
    }
    self.value = nil
    self.label = label()
  }

  /// A stepper changing a value by `step` within `bounds` (a step past a bound does nothing),
  /// reporting editing around each step.
  ///
  /// ```swift
  /// Stepper(value: $count, in: 0...10) { Text("Count: \(count)") }
  /// ```
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
  }

  /// A stepper changing a value by `step` with no bounds.
  ///
  /// ```swift
  /// Stepper(value: $offset, step: 5) { Text("Offset: \(offset)") }
  /// ```
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
  }

  private init<V: Strideable>(
    value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    let move = { (stride: V.Stride) -> Bool in
      let next = value.wrappedValue.advanced(by: stride)
      guard bounds?.contains(next) ?? true else { return false }
      onEditingChanged(true)
      value.wrappedValue = next
      onEditingChanged(false)
      return true
    }
    onIncrement = { move(step) }
    onDecrement = { move(-step) }
    self.value = { AttributeValue(describing: value.wrappedValue) }
    self.label = label
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
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
    self.value = { .string(FormattingContext.current.format(value.wrappedValue, format)) }
  }

  /// A stepper titled with a literal, without bounds, whose value is shown with a format style.
  ///
  /// ```swift
  /// Stepper("Count", value: $count, format: .number)
  /// ```
  public init<F: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    self.value = { .string(FormattingContext.current.format(value.wrappedValue, format)) }
  }

  /// A stepper bound to a value, titled with a literal.
  ///
  /// ```swift
  /// Stepper("Servings", value: $servings, in: 1...12)
  /// ```
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper bound to a value with no bounds, titled with a literal.
  ///
  /// ```swift
  /// Stepper("Offset: \(offset)", value: $offset, step: 5)
  /// ```
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
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
  /// A stepper bound to a value, titled with a string value.
  ///
  /// ```swift
  /// Stepper(item.name, value: $item.quantity, in: 0...99)
  /// ```
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper bound to a value with no bounds, titled with a string value.
  ///
  /// ```swift
  /// Stepper(item.name, value: $item.quantity)
  /// ```
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper that runs actions, titled with a string value.
  ///
  /// ```swift
  /// Stepper(item.name, onIncrement: { add() }, onDecrement: { remove() })
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
  }
}
