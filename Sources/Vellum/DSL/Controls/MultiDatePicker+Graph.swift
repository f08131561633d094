import Foundation

extension MultiDatePicker: PrimitiveView {
  package func update(_ record: GraphNode) {
    let calendar = record.environment.calendar
    let selection = selection
    let bounds = bounds
    record.control = .date { date in
      if let bounds, !bounds.contains(date) { return }
      let day = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
      if let chosen = selection.wrappedValue.first(where: { Self.isDay(day, $0) }) {
        selection.wrappedValue.remove(chosen)
      } else {
        selection.wrappedValue.insert(day)
      }
    }
    let days = selection.wrappedValue.compactMap { calendar.date(from: $0) }.sorted()
    let shown = DateText.formatter("MMM d, y", in: calendar.timeZone)
    let iso = DateText.formatter("yyyy-MM-dd", in: calendar.timeZone)
    let attributes = [
      Attribute(.selection, .list(days.map { .string(shown.string(from: $0)) }), isBound: true),
      Attribute(.value, .list(days.map { .string(iso.string(from: $0)) })),
    ]
    record.element(.multiDatePicker, attributes + record.disabledAttribute, content: label)
  }

  /// Whether two components name the same day.
  private static func isDay(_ lhs: DateComponents, _ rhs: DateComponents) -> Bool {
    lhs.year == rhs.year && lhs.month == rhs.month && lhs.day == rhs.day
  }
}
