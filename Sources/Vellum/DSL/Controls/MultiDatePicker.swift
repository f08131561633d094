import Foundation

/// A control for choosing several days: the chosen days in order in text
/// (`Trip   [Jan 2, 2024; Jan 5, 2024]`, `[no dates]` when none) and as `<time>`s in HTML.
/// `host.pick(_:in:)` taps a day: it adds a day not chosen yet and removes a chosen one, and a
/// day outside the bounds changes nothing. Days are the environment's calendar's, as
/// `DateComponents` with the calendar, era, year, month and day, as SwiftUI's are.
///
/// ```swift
/// MultiDatePicker("Trip", selection: $days, in: Date.now...)
/// ```
public struct MultiDatePicker<Label: View>: View {
  let selection: Binding<Set<DateComponents>>
  let bounds: Range<Date>?
  let label: Label

  init(selection: Binding<Set<DateComponents>>, bounds: Range<Date>?, label: Label) {
    self.selection = selection
    self.bounds = bounds
    self.label = label
  }

  /// A multi-date picker is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension MultiDatePicker {
  /// A multi-date picker with a label view.
  ///
  /// ```swift
  /// MultiDatePicker(selection: $days) { Text("Trip") }
  /// ```
  public init(
    selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, bounds: nil, label: label())
  }

  /// A multi-date picker with a label view, limited to a Range of dates.
  ///
  /// ```swift
  /// MultiDatePicker(selection: $days, in: today..<nextMonth) { Text("Trip") }
  /// ```
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, bounds: bounds, label: label())
  }

  /// A multi-date picker with a label view, limited to a PartialRangeFrom of dates.
  ///
  /// ```swift
  /// MultiDatePicker(selection: $days, in: Date.now...) { Text("Trip") }
  /// ```
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, bounds: bounds.lowerBound..<Date.distantFuture, label: label())
  }

  /// A multi-date picker with a label view, limited to a PartialRangeUpTo of dates.
  ///
  /// ```swift
  /// MultiDatePicker(selection: $days, in: ..<Date.now) { Text("Trip") }
  /// ```
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, bounds: Date.distantPast..<bounds.upperBound, label: label())
  }
}

extension MultiDatePicker where Label == Text {
  /// A multi-date picker titled by a literal.
  ///
  /// ```swift
  /// MultiDatePicker("Trip", selection: $days)
  /// ```
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, bounds: nil, label: Text(titleKey))
  }

  /// A multi-date picker titled by a string value.
  ///
  /// ```swift
  /// MultiDatePicker(trip.name, selection: $days)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, bounds: nil, label: Text(title))
  }

  /// A multi-date picker titled by a literal, limited to a Range of dates.
  ///
  /// ```swift
  /// MultiDatePicker("Trip", selection: $days, in: today..<nextMonth)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection, bounds: bounds, label: Text(titleKey))
  }

  /// A multi-date picker titled by a string value, limited to a Range of dates.
  ///
  /// ```swift
  /// MultiDatePicker(trip.name, selection: $days, in: today..<nextMonth)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection, bounds: bounds, label: Text(title))
  }

  /// A multi-date picker titled by a literal, limited to a PartialRangeFrom of dates.
  ///
  /// ```swift
  /// MultiDatePicker("Trip", selection: $days, in: Date.now...)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(
      selection: selection, bounds: bounds.lowerBound..<Date.distantFuture, label: Text(titleKey))
  }

  /// A multi-date picker titled by a string value, limited to a PartialRangeFrom of dates.
  ///
  /// ```swift
  /// MultiDatePicker(trip.name, selection: $days, in: Date.now...)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(
      selection: selection, bounds: bounds.lowerBound..<Date.distantFuture, label: Text(title))
  }

  /// A multi-date picker titled by a literal, limited to a PartialRangeUpTo of dates.
  ///
  /// ```swift
  /// MultiDatePicker("Trip", selection: $days, in: ..<Date.now)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(
      selection: selection, bounds: Date.distantPast..<bounds.upperBound, label: Text(titleKey))
  }

  /// A multi-date picker titled by a string value, limited to a PartialRangeUpTo of dates.
  ///
  /// ```swift
  /// MultiDatePicker(trip.name, selection: $days, in: ..<Date.now)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(
      selection: selection, bounds: Date.distantPast..<bounds.upperBound, label: Text(title))
  }
}
