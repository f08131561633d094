import Foundation
import Vellum

/// The controls over dates, colors and measured values: `DatePicker`, `ColorPicker` and
/// `Gauge`, with the initializers SwiftUI gives them.
///
/// ```swift
/// DatePicker("Date", selection: $date, displayedComponents: .date)
/// ColorPicker("Tint", selection: $tint)
/// Gauge(value: 0.3) { Text("Battery") }
/// ```
extension Evaluator {
  /// The components `displayedComponents:` takes, by name.
  private static let dateComponents: [String: DatePickerComponents] = [
    "date": .date, "hourAndMinute": .hourAndMinute, "hourMinuteAndSecond": .hourMinuteAndSecond,
  ]

  /// `DatePicker`, `ColorPicker` or `Gauge` made from `call`.
  func makePicker(_ name: String, _ call: inout Arguments) throws(Diagnostic) -> any View {
    switch name {
    case "DatePicker": return try datePicker(&call)
    case "ColorPicker":
      let title = try call.optional(nil).map(text)
      let selection = try binding(try call.required("selection"), \.colorValue, type: "Color")
      let supportsOpacity = try call.optional("supportsOpacity").map(truth(of:)) ?? true
      if let title {
        return ColorPicker(title, selection: selection, supportsOpacity: supportsOpacity)
      }
      let label = try call.requiredClosure("label")
      return ColorPicker(selection: selection, supportsOpacity: supportsOpacity) {
        buildReporting(label)
      }
    default: return try gauge(&call)
    }
  }

  /// `DatePicker("Title", selection:in:displayedComponents:)` or `DatePicker(selection:…)
  /// { label }`, the range a closed range of dates.
  private func datePicker(_ call: inout Arguments) throws(Diagnostic) -> any View {
    let title = try call.optional(nil).map(text)
    let selection = try binding(try call.required("selection"), \.dateValue, type: "Date")
    let range = try call.optional("in").map(dateRange)
    var components: DatePickerComponents = [.hourAndMinute, .date]
    if let shown = call.optional("displayedComponents") {
      if case .array(let elements) = shown.kind {
        components = []
        for element in elements { components.insert(try member(element, in: Self.dateComponents)) }
      } else {
        components = try member(shown, in: Self.dateComponents)
      }
    }
    let label: AnyView
    if let title {
      label = AnyView(Text(title))
    } else {
      label = buildReporting(try call.requiredClosure("label"))
    }
    guard let range else {
      return DatePicker(selection: selection, displayedComponents: components) { label }
    }
    return DatePicker(selection: selection, in: range, displayedComponents: components) { label }
  }

  /// A closed range of dates, `start...end`.
  private func dateRange(_ expression: Expression) throws(Diagnostic) -> ClosedRange<Date> {
    guard case .binary("...", let lower, let upper) = expression.kind,
      case .date(let start) = try evaluate(lower), case .date(let end) = try evaluate(upper),
      start <= end
    else {
      throw Diagnostic(
        message: "'in:' takes a closed range of dates such as start...end",
        location: expression.location)
    }
    return start...end
  }

  /// `Gauge(value:in:) { label }`, with `currentValueLabel`, and `minimumValueLabel` and
  /// `maximumValueLabel`, when given.
  private func gauge(_ call: inout Arguments) throws(Diagnostic) -> any View {
    let value = try number(try call.required("value"))
    let bounds = try call.optional("in").map(closedRange) ?? 0...1
    let label = try call.requiredClosure("label")
    guard let current = try call.labelledClosure("currentValueLabel") else {
      return Gauge(value: value, in: bounds) { buildReporting(label) }
    }
    guard let minimum = try call.labelledClosure("minimumValueLabel") else {
      return Gauge(value: value, in: bounds) {
        buildReporting(label)
      } currentValueLabel: {
        buildReporting(current)
      }
    }
    let maximum = try call.requiredClosure("maximumValueLabel")
    return Gauge(value: value, in: bounds) {
      buildReporting(label)
    } currentValueLabel: {
      buildReporting(current)
    } minimumValueLabel: {
      buildReporting(minimum)
    } maximumValueLabel: {
      buildReporting(maximum)
    }
  }
}
