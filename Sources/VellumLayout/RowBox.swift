import Foundation
import VellumValues

/// A control laid out as a row: its label at the leading edge and its accessory (a switch, a
/// stepper's buttons, a chosen value) at the trailing edge, filling the width offered, as
/// `Toggle`, `Stepper`, `Picker` and `LabeledContent` are on iOS.
final class RowBox: Box {
  let label: Box?
  let accessory: Box
  let minimumHeight: Double
  static let gap = 8.0

  init(label: Box?, accessory: Box, minimumHeight: Double = 0) {
    self.label = label
    self.accessory = accessory
    self.minimumHeight = minimumHeight
  }

  override func measure(_ proposal: Proposal) -> Size {
    let accessorySize = accessory.size(for: .unspecified)
    let labelWidth = proposal.width.map { max(0, $0 - accessorySize.width - Self.gap) }
    let labelSize = label?.size(for: Proposal(width: labelWidth, height: nil)) ?? .zero
    let ideal = labelSize.width + (label == nil ? 0 : Self.gap) + accessorySize.width
    let width = proposal.width.map { $0.isFinite ? max($0, 0) : ideal } ?? ideal
    return Size(
      width: width, height: max(minimumHeight, labelSize.height, accessorySize.height))
  }

  override func placeChildren(in rect: Rect) {
    let accessorySize = accessory.size(for: .unspecified)
    accessory.place(in: rect.placing(accessorySize, at: .trailing))
    guard let label else { return }
    let labelSize = label.size(
      for: Proposal(width: max(0, rect.width - accessorySize.width - Self.gap), height: nil))
    label.place(in: rect.placing(labelSize, at: .leading))
  }
}
