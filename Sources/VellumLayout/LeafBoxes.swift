import Foundation
import VellumValues

/// A `Spacer`: along its stack's axis at least its minimum length (8 points, the default
/// spacing, unless given) and as long as it is offered; nothing across it. Outside a stack it
/// grows both ways. (A shape, a color or a gradient, ``BoxKind/fill``, takes whatever it is
/// offered, and 10 by 10 points along an unspecified dimension, as SwiftUI's shapes do.)
struct SpacerBox {
  let axis: Axis?
  let minimum: Double

  init(axis: Axis?, minimum: Double?) {
    self.axis = axis
    self.minimum = minimum ?? StackBox.defaultSpacing
  }

  func measure(_ proposal: Proposal) -> Size {
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
struct DividerBox {
  let axis: Axis

  /// A divider in a stack along `axis`: horizontal in a vertical stack, vertical in an `HStack`.
  init(across axis: Axis) { self.axis = axis }

  static let thickness = 1.0 / 3

  func measure(_ proposal: Proposal) -> Size {
    axis == .horizontal
      ? Size(width: Self.thickness, height: proposal.height ?? 0)
      : Size(width: proposal.width ?? 0, height: Self.thickness)
  }
}

/// A view that fills the width it is offered at a fixed height (text fields, sliders, linear
/// progress bars): its ideal width is `idealWidth`. (A view of a fixed size whatever it is
/// offered, such as a switch, is ``BoxKind/fixed(_:)``.)
struct BarBox {
  let height: Double
  let idealWidth: Double
  let content: BoxID?

  init(height: Double, idealWidth: Double, content: BoxID? = nil) {
    self.height = height
    self.idealWidth = idealWidth
    self.content = content
  }
}

extension BoxTree {
  mutating func measureBar(_ bar: BarBox, _ proposal: Proposal) -> Size {
    let width = proposal.width.map { $0.isFinite ? $0 : bar.idealWidth } ?? bar.idealWidth
    let contentHeight =
      bar.content.map { size($0, for: Proposal(width: width, height: nil)).height } ?? 0
    return Size(width: width, height: max(bar.height, contentHeight))
  }

  mutating func placeBar(_ bar: BarBox, in rect: Rect) {
    guard let content = bar.content else { return }
    let size = size(content, for: Proposal(width: rect.width, height: nil))
    place(content, in: rect.placing(size, at: .leading))
  }
}
