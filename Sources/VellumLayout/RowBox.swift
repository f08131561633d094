import Foundation
import VellumValues

/// A control laid out as a row: its label at the leading edge and its accessory (a switch, a
/// stepper's buttons, a chosen value) at the trailing edge, filling the width offered, as
/// `Toggle`, `Stepper`, `Picker` and `LabeledContent` are on iOS.
struct RowBox {
  let label: BoxID?
  let accessory: BoxID
  let minimumHeight: Double
  static let gap = 8.0

  init(label: BoxID?, accessory: BoxID, minimumHeight: Double = 0) {
    self.label = label
    self.accessory = accessory
    self.minimumHeight = minimumHeight
  }
}

extension BoxTree {
  mutating func measureRow(_ row: RowBox, _ proposal: Proposal) -> Size {
    let accessorySize = size(row.accessory, for: .unspecified)
    let labelWidth = proposal.width.map { max(0, $0 - accessorySize.width - RowBox.gap) }
    let labelSize =
      row.label.map { size($0, for: Proposal(width: labelWidth, height: nil)) } ?? .zero
    let ideal = labelSize.width + (row.label == nil ? 0 : RowBox.gap) + accessorySize.width
    let width = proposal.width.map { $0.isFinite ? max($0, 0) : ideal } ?? ideal
    return Size(
      width: width, height: max(row.minimumHeight, labelSize.height, accessorySize.height))
  }

  mutating func placeRow(_ row: RowBox, in rect: Rect) {
    let accessorySize = size(row.accessory, for: .unspecified)
    place(row.accessory, in: rect.placing(accessorySize, at: .trailing))
    guard let label = row.label else { return }
    let labelSize = size(
      label,
      for: Proposal(width: max(0, rect.width - accessorySize.width - RowBox.gap), height: nil))
    place(label, in: rect.placing(labelSize, at: .leading))
  }
}
