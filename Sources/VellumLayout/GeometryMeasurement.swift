import VellumNodes

/// The rectangles the point layout gives the views that read their geometry, in screen
/// points, for the graph to hand to `GeometryReader`s, `Canvas`es and custom `Layout`s.
///
/// The graph measures on the host's screen: its device's, or a 6.1-inch iPhone's (393 × 852
/// points) when no variant sets one.
///
/// ```swift
/// let measured = GeometryMeasurement(of: graph.screen)
/// measured.frames[key]   // the reader's rectangle on the screen
/// ```
package struct GeometryMeasurement {
  /// Each geometry-reading view's rectangle in screen points, by its key.
  package var frames: [Int: GeometryRect] = [:]
  /// What each custom layout was proposed, in points (`nil` where unspecified).
  package var proposals: [Int: GeometryProposal] = [:]
  /// Each custom layout's subviews, sizes in points, by the layout's key.
  package var subviews: [Int: [GeometrySubview]] = [:]
  /// Each named coordinate space's rectangle in screen points, by name.
  package var spaces: [String: GeometryRect] = [:]
  /// The candidate each `ViewThatFits` showed, by its key.
  package var choices: [Int: Int] = [:]
  /// What each measured modifier's view was proposed and its size, by the modifier's key.
  package var measured: [Int: GeometryMeasured] = [:]

  /// Nothing measured yet.
  package init() {}

  /// Lays `root` out on its screen and reads the rectangles back.
  package init(of root: Node) {
    let layout = PointLayout(screen: Screen(of: root))
    self = layout.measure(root)
  }
}

/// A size in points.
package struct GeometrySize: Equatable {
  package var width: Double
  package var height: Double

  init(_ size: Size) {
    width = size.width
    height = size.height
  }
}

/// A rectangle in points.
package struct GeometryRect: Equatable {
  package var x: Double
  package var y: Double
  package var size: GeometrySize

  init(_ rect: Rect) {
    x = rect.minX
    y = rect.minY
    size = GeometrySize(rect.size)
  }
}

/// A proposal in points: `nil` where unspecified, infinite where unbounded.
package struct GeometryProposal: Equatable {
  package var width: Double?
  package var height: Double?

  init(_ proposal: Proposal) {
    width = proposal.width
    height = proposal.height
  }
}

/// A custom layout's subview: its sizes in points (ideal, and for an unbounded proposal), its
/// priority, and the keys of its layout values.
package struct GeometrySubview: Equatable {
  package var ideal: GeometrySize
  package var maximum: GeometrySize
  package var priority: Double
  package var valueKeys: [String]
}

/// What a measured modifier's view was proposed, in points, and the size it was drawn at.
package struct GeometryMeasured: Equatable {
  package var proposal: GeometryProposal
  package var size: GeometrySize?
}
