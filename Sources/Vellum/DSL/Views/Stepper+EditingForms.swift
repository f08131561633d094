/// Stepper forms that report editing, among them iOS 13's with the label last (deprecated):
/// those are disfavored, so a call both orders accept takes today's form, whose label comes
/// before `onEditingChanged`.
extension Stepper {
  /// A stepper running actions that reports editing around each step; `nil` disables that
  /// direction.
  ///
  /// ```swift
  /// Stepper { count += 1 } onDecrement: { count -= 1 } onEditingChanged: { editing = $0 } label: {
  ///   Text("\(count)")
  /// }
  /// ```
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: onIncrement.map { Self.reporting($0, to: onEditingChanged) },
      onDecrement: onDecrement.map { Self.reporting($0, to: onEditingChanged) }, label: label)
  }

  /// A stepper with its label first, running actions that report editing around each step.
  ///
  /// ```swift
  /// Stepper { Text("\(count)") } onIncrement: { count += 1 } onDecrement: { count -= 1 }
  /// ```
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
      label: label)
  }

  /// A stepper within `bounds` with iOS 13's argument order: the label last.
  ///
  /// ```swift
  /// Stepper(value: $count, in: 0...10, onEditingChanged: { editing = $0 }) { Text("\(count)") }
  /// ```
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// An unbounded stepper with iOS 13's argument order: the label last.
  ///
  /// ```swift
  /// Stepper(value: $offset, step: 5, onEditingChanged: { editing = $0 }) { Text("\(offset)") }
  /// ```
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper within `bounds` with a label view, whose value is shown with a format style.
  ///
  /// ```swift
  /// Stepper(value: $weight, in: 0...200, format: .number) { Text("Weight") }
  /// ```
  public init<F: FormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    self.value = { .string(FormattingContext.current.format(value.wrappedValue, format)) }
  }

  /// An unbounded stepper with a label view, whose value is shown with a format style.
  ///
  /// ```swift
  /// Stepper(value: $count, format: .number) { Text("Count") }
  /// ```
  public init<F: FormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    self.value = { .string(FormattingContext.current.format(value.wrappedValue, format)) }
  }

  /// `action`, reported to `onEditingChanged` as an edit that begins and ends around it.
  private static func reporting(
    _ action: @escaping () -> Void, to onEditingChanged: @escaping (Bool) -> Void
  ) -> () -> Void {
    {
      onEditingChanged(true)
      action()
      onEditingChanged(false)
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a literal running actions that report editing around each step.
  ///
  /// ```swift
  /// Stepper("Volume", onIncrement: { volume += 1 }, onDecrement: { volume -= 1 }) { editing = $0 }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged
    ) { Text(titleKey) }
  }

  /// A stepper titled with a string value running actions that report editing.
  ///
  /// ```swift
  /// Stepper(name, onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { editing = $0 }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged
    ) { Text(title) }
  }
}
