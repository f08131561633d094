import Foundation

extension DatePicker: PrimitiveView {
  package func update(_ record: GraphNode) {
    let drawnByStyle = record.drawsWithCustomStyle {
      DatePickerStyleConfiguration(
        label: AnyView(label), selection: self.selection,
        minimumDate: self.range.map(\.lowerBound).flatMap { $0 == .distantPast ? nil : $0 },
        maximumDate: self.range.map(\.upperBound).flatMap { $0 == .distantFuture ? nil : $0 },
        displayedComponents: components, drawn: AnyView(self))
    }
    if drawnByStyle { return }
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
    attributes += record.styleAttribute(.datePicker, as: .datePickerStyle)
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
