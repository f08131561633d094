import Foundation

/// `Calendar` as view code uses it to read and move dates: `Calendar.current` (the machine's,
/// as compiled code's is) or `Calendar(identifier: .gregorian)`, its components, days added,
/// the start of a day, day comparisons, and `DateComponents` to make a date from or to count
/// days between two.
///
/// ```swift
/// let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: .now)
/// let days = Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
/// ```
extension Evaluator {
  /// The components a file names (`.year`, `.day`), as `Calendar.Component` spells them.
  static let calendarComponents: [String: Calendar.Component] = [
    "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
    "second": .second, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal,
    "quarter": .quarter, "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear,
    "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
  ]

  /// The fields of a `DateComponents` value, in the order its initializer takes them.
  static let dateComponentFields = [
    "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
    "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear",
  ]

  /// `Calendar(identifier: .gregorian)` (or `.iso8601`).
  func calendar(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) -> Value {
    var call = Arguments(callee: "Calendar", arguments, at: location)
    let identifiers: [String: Calendar.Identifier] = [
      "gregorian": .gregorian, "iso8601": .iso8601,
    ]
    let identifier = try member(try call.required("identifier"), in: identifiers)
    try call.finish()
    return .calendar(Calendar(identifier: identifier))
  }

  /// `DateComponents(year: 2026, month: 5, day: 1)`: each field given, the others `nil`.
  func dateComponents(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    var call = Arguments(callee: "DateComponents", arguments, at: location)
    var fields: [Value.Field] = []
    for name in Self.dateComponentFields {
      let value = try call.optional(name).map { (given) throws(Diagnostic) in
        try evaluate(given, as: .named("Int"))
      }
      fields.append(Value.Field(name: name, value: value ?? .none))
    }
    try call.finish()
    return .record(type: "DateComponents", fields: fields)
  }

  /// `Calendar.current`, `Calendar.autoupdatingCurrent`.
  func calendarMember(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard name == "current" || name == "autoupdatingCurrent" else {
      throw Diagnostic(
        message: "type 'Calendar' has no member '\(name)'"
          + didYouMean(name, among: ["current", "autoupdatingCurrent"]),
        location: location)
    }
    return .calendar(.current)
  }

  /// `calendar.method(…)`: `component(_:from:)`, `date(byAdding:value:to:)`,
  /// `startOfDay(for:)`, `isDateInToday(_:)` and its kin, `isDate(_:inSameDayAs:)`,
  /// `dateComponents(_:from:to:)` and `date(from:)`; `nil` for any other method.
  func calendarMethod(_ name: String, of calendar: Calendar, _ call: inout Arguments)
    throws(Diagnostic) -> Value?
  {
    func date(_ label: String?) throws(Diagnostic) -> Date {
      let expression = try call.required(label)
      // `.now`, as Swift infers `Date.now` from the parameter's type.
      let value =
        if case .implicitMember(let member) = expression.kind {
          try dateMember(member, at: expression.location)
        } else {
          try evaluate(expression)
        }
      guard case .date(let date) = value else {
        throw Diagnostic(message: "'\(name)' takes a Date", location: expression.location)
      }
      return date
    }
    func component(_ label: String?) throws(Diagnostic) -> Calendar.Component {
      try member(try call.required(label), in: Self.calendarComponents)
    }
    switch name {
    case "component":
      let unit = try component(nil)
      return .integer(calendar.component(unit, from: try date("from")))
    case "date" where call.has("byAdding"):
      let unit = try component("byAdding")
      let amount = try evaluate(try call.required("value")).int
      return calendar.date(byAdding: unit, value: amount, to: try date("to")).map(Value.date)
        ?? Value.none
    case "date":
      let given = try evaluate(try call.required("from"))
      guard case .record("DateComponents", let fields) = given else {
        throw Diagnostic(
          message: "'date(from:)' takes DateComponents", location: call.location)
      }
      return calendar.date(from: components(fields)).map(Value.date) ?? Value.none
    case "startOfDay": return .date(calendar.startOfDay(for: try date("for")))
    case "isDateInToday": return .boolean(calendar.isDateInToday(try date(nil)))
    case "isDateInTomorrow": return .boolean(calendar.isDateInTomorrow(try date(nil)))
    case "isDateInYesterday": return .boolean(calendar.isDateInYesterday(try date(nil)))
    case "isDateInWeekend": return .boolean(calendar.isDateInWeekend(try date(nil)))
    case "isDate":
      let first = try date(nil)
      return .boolean(calendar.isDate(first, inSameDayAs: try date("inSameDayAs")))
    case "dateComponents":
      let units = try self.units(try call.required(nil))
      let start = try date("from")
      let components = calendar.dateComponents(units, from: start, to: try date("to"))
      return .record(
        type: "DateComponents",
        fields: Self.dateComponentFields.map { field in
          let unit = Self.calendarComponents[field]!
          let value = units.contains(unit) ? components.value(for: unit) : nil
          return Value.Field(name: field, value: value.map(Value.integer) ?? .none)
        })
    default:
      return nil
    }
  }

  /// The set of components `[.day, .hour]` names.
  private func units(_ expression: Expression) throws(Diagnostic) -> Set<Calendar.Component> {
    guard case .array(let elements) = expression.kind else {
      return [try member(expression, in: Self.calendarComponents)]
    }
    var units: Set<Calendar.Component> = []
    for element in elements { units.insert(try member(element, in: Self.calendarComponents)) }
    return units
  }

  /// Foundation's `DateComponents` of a record's fields.
  private func components(_ fields: [Value.Field]) -> DateComponents {
    var components = DateComponents()
    for field in fields {
      guard case .integer(let number) = field.value,
        let unit = Self.calendarComponents[field.name]
      else { continue }
      components.setValue(number, for: unit)
    }
    return components
  }
}
