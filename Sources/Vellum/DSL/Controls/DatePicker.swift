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

/// The parts of a date a `DatePicker` shows: the date, the time, or both.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The components' bits.
  public let rawValue: UInt

  /// Components from their bits.
  ///
  /// ```swift
  /// DatePickerComponents(rawValue: 1)
  /// ```
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
  /// The hour, minute and second.
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}

extension DatePicker: PrimitiveView {
  package func update(_ record: GraphNode) {
    let range = range
    let selection = selection
    let date = selection.wrappedValue
    record.control = .date { picked in
      let clamped = range.map { min(max(picked, $0.lowerBound), $0.upperBound) } ?? picked
      selection.wrappedValue = clamped
    }
    let timeZone = record.environment.timeZone
    var parts: [String] = []
    if components.contains(.date) {
      parts.append(DateText.formatter("MMM d, y", in: timeZone).string(from: date))
    }
    if components.contains(.hourMinuteAndSecond) {
      parts.append(DateText.formatter("h:mm:ss a", in: timeZone).string(from: date))
    } else if components.contains(.hourAndMinute) {
      parts.append(DateText.formatter("h:mm a", in: timeZone).string(from: date))
    }
    var attributes = [
      Attribute(.selection, .string(parts.joined(separator: " ")), isBound: true),
      Attribute(
        .value,
        .string(DateText.formatter("yyyy-MM-dd'T'HH:mm:ss", in: timeZone).string(from: date))),
      Attribute(.displayedComponents, .list(componentNames.map { .name($0) })),
    ]
    if let style = record.environment.styleNames[.datePicker], style != .automatic {
      attributes.append(Attribute(.datePickerStyle, .name(style)))
    }
    record.element(.datePicker, attributes + record.disabledAttribute, content: label)
  }

  private var componentNames: [Keyword] {
    [
      (DatePickerComponents.date, Keyword.date), (.hourAndMinute, .hourAndMinute),
      (.hourMinuteAndSecond, .hourMinuteAndSecond),
    ]
    .filter { components.contains($0.0) }.map(\.1)
  }
}
