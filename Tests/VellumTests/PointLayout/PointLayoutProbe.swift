import Testing

@testable import Vellum
@testable import VellumLayout

/// A view laid out in points on a screen, with its tagged views' frames at hand: a view is
/// tagged with `.accessibilityIdentifier`, which does not lay out.
@MainActor struct PointLayoutProbe {
  let placed: PlacedNode

  init(screen: Screen = .iPhone15, @ViewBuilder _ content: () -> some View) {
    placed = PointLayout(screen: screen).layout(ViewHost(content()).root)
  }

  private func node(_ id: String) -> PlacedNode? {
    placed.first { $0[.accessibilityIdentifier] == .string(id) }
  }

  /// The frame of the tagged view itself, before its modifiers.
  func frame(_ id: String) -> Rect? { node(id)?.frame }

  /// The frame of the tagged view with all its modifiers.
  func outer(_ id: String) -> Rect? { node(id)?.outerFrame }

  /// The frame of the first text showing `text`.
  func text(_ text: String) -> Rect? {
    placed.first { $0.role == .text && $0[.text] == .string(text) }?.frame
  }
}

extension Rect {
  /// A rectangle from its origin and size, for expectations.
  static func at(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// Whether the rectangles agree to a thousandth of a point.
  func isClose(to other: Rect) -> Bool {
    abs(minX - other.minX) < 1e-3 && abs(minY - other.minY) < 1e-3
      && abs(width - other.width) < 1e-3 && abs(height - other.height) < 1e-3
  }
}

/// Expects `actual` to be `expected` to a thousandth of a point.
func expectFrame(
  _ actual: Rect?, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actual.isClose(to: expected), "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// The safe area of an iPhone 15: below the 59-point status bar, above the 34-point home
/// indicator.
let safeArea = Rect.at(0, 59, 393, 759)
