import Foundation

/// A control for choosing a date, a time, or both, within an optional range. Drawn as
/// `Due   [Jan 1, 2024 9:41 AM]` in text (in the environment's time zone) and as a date or
/// time `<input>` in HTML; pick with `host.pick(_:in:)`, which keeps the date in range.
///
/// ```swift
/// DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  let label: Label

  init(
    selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents,
    label: Label
  ) {
    self.selection = selection
    self.range = range
    self.components = components
    self.label = label
  }

  /// A date picker with a label view.
  ///
  /// ```swift
  /// DatePicker(selection: $date) { Text("Start") }
  /// ```
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: label())
  }

  /// A date picker limited to a range.
  ///
  /// ```swift
  /// DatePicker(selection: $date, in: start...end) { Text("Start") }
  /// ```
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: label())
  }

  /// A date picker limited to dates from a start.
  ///
  /// ```swift
  /// DatePicker(selection: $date, in: Date.now...) { Text("Start") }
  /// ```
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      components: displayedComponents, label: label())
  }

  /// A date picker limited to dates up to an end.
  ///
  /// ```swift
  /// DatePicker(selection: $birthday, in: ...Date.now) { Text("Birthday") }
  /// ```
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound,
      components: displayedComponents, label: label())
  }

  /// A date picker is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension DatePicker where Label == Text {
  /// A date picker titled by a literal.
  ///
  /// ```swift
  /// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
  }

  /// A date picker titled by a literal, limited to a range.
  ///
  /// ```swift
  /// DatePicker("Check-in", selection: $checkIn, in: today...nextYear)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
  }

  /// A date picker titled by a literal, from a start.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due, in: Date.now...)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by a literal, up to an end.
  ///
  /// ```swift
  /// DatePicker("Born", selection: $born, in: ...Date.now, displayedComponents: .date)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by a string value.
  ///
  /// ```swift
  /// DatePicker(field.name, selection: $field.date)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
  }

  /// A date picker titled by a string value, limited to a range.
  ///
  /// ```swift
  /// DatePicker(field.name, selection: $field.date, in: start...end)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range, components: displayedComponents, label: Text(title))
  }

  /// A date picker titled by a string value, from a start.
  ///
  /// ```swift
  /// DatePicker(field.name, selection: $field.date, in: Date.now...)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker titled by a string value, up to an end.
  ///
  /// ```swift
  /// DatePicker(field.name, selection: $field.date, in: ...Date.now)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}
