import Foundation
import VellumValues

/// A shape, a color or a gradient: it takes whatever it is offered, and 10 by 10 points along
/// an unspecified dimension, as SwiftUI's shapes do.
final class FillBox: Box {
  override func measure(_ proposal: Proposal) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }
}

/// A `Spacer`: along its stack's axis at least its minimum length (8 points, the default
/// spacing, unless given) and as long as it is offered; nothing across it. Outside a stack it
/// grows both ways.
final class SpacerBox: Box {
  let axis: Axis?
  let minimum: Double

  init(axis: Axis?, minimum: Double?) {
    self.axis = axis
    self.minimum = minimum ?? StackBox.defaultSpacing
  }

  override var isSpacer: Bool { true }

  override func measure(_ proposal: Proposal) -> Size {
    func length(_ proposed: Double?) -> Double { max(minimum, proposed ?? minimum) }
    switch axis {
    case .horizontal: return Size(width: length(proposal.width), height: 0)
    case .vertical: return Size(width: 0, height: length(proposal.height))
    case nil: return Size(width: length(proposal.width), height: length(proposal.height))
    }
  }
}

/// A `Divider`: a one-pixel line (a third of a point on a 3× screen) across its stack, as long
/// as it is offered.
final class DividerBox: Box {
  let axis: Axis

  /// A divider in a stack along `axis`: horizontal in a vertical stack, vertical in an `HStack`.
  init(across axis: Axis) { self.axis = axis }

  static let thickness = 1.0 / 3

  override func measure(_ proposal: Proposal) -> Size {
    axis == .horizontal
      ? Size(width: Self.thickness, height: proposal.height ?? 0)
      : Size(width: proposal.width ?? 0, height: Self.thickness)
  }
}

/// A view of a fixed size, such as a switch, whatever it is offered.
final class FixedBox: Box {
  let fixed: Size

  init(_ size: Size) { fixed = size }

  override func measure(_ proposal: Proposal) -> Size { fixed }
}

/// A view that fills the width it is offered at a fixed height (text fields, sliders, linear
/// progress bars): its ideal width is `idealWidth`.
final class BarBox: Box {
  let height: Double
  let idealWidth: Double
  let content: Box?

  init(height: Double, idealWidth: Double, content: Box? = nil) {
    self.height = height
    self.idealWidth = idealWidth
    self.content = content
  }

  override func measure(_ proposal: Proposal) -> Size {
    let width = proposal.width.map { $0.isFinite ? $0 : idealWidth } ?? idealWidth
    let contentHeight = content?.size(for: Proposal(width: width, height: nil)).height ?? 0
    return Size(width: width, height: max(height, contentHeight))
  }

  override func placeChildren(in rect: Rect) {
    guard let content else { return }
    let size = content.size(for: Proposal(width: rect.width, height: nil))
    content.place(in: rect.placing(size, at: .leading))
  }
}
