import VellumCellLayout
import VellumNodes

/// The rectangles the text layout gives the views that read their geometry, in points, for
/// the graph to hand to `GeometryReader`s, `Canvas`es and custom `Layout`s.
///
/// The graph measures on the host's screen: 40 cells unless a variant sets a device, laid out
/// as ``RenderFormat/text`` lays it out, at 8 points a column and 16 points a row.
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

  /// Lays `root` out on the screen and reads the rectangles back.
  package init(of root: Node) {
    let log = GeometryLog()
    _ = TextRenderer(width: TextRenderer.screenColumns(of: root), geometryLog: log).render(root)
    frames = log.frames.mapValues(GeometryRect.init)
    proposals = log.proposals.mapValues(GeometryProposal.init)
    subviews = log.subviews.mapValues { subviews in
      subviews.map {
        GeometrySubview(
          ideal: GeometrySize($0.ideal), maximum: GeometrySize($0.maximum),
          priority: $0.priority, valueKeys: $0.valueKeys)
      }
    }
    spaces = log.spaces.mapValues(GeometryRect.init)
    choices = log.choices
    measured = log.measured.mapValues {
      GeometryMeasured(
        proposal: GeometryProposal($0.proposal), size: $0.rect.map { GeometrySize($0.size) })
    }
  }
}

/// A size in points.
package struct GeometrySize: Equatable {
  package var width: Double
  package var height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init(_ cells: CellSize) {
    self.init(
      width: Self.points(cells.width, per: Cells.pointsPerColumn),
      height: Self.points(cells.height, per: Cells.pointsPerRow))
  }

  /// The points `cells` stand for; an unbounded length is infinite.
  static func points(_ cells: Int, per step: Double) -> Double {
    cells >= LayoutBox.unbounded ? .infinity : Double(cells) * step
  }
}

/// A rectangle in points.
package struct GeometryRect: Equatable {
  package var x: Double
  package var y: Double
  package var size: GeometrySize

  init(x: Double, y: Double, size: GeometrySize) {
    self.x = x
    self.y = y
    self.size = size
  }

  init(_ cells: CellRect) {
    self.init(
      x: Double(cells.x) * Cells.pointsPerColumn, y: Double(cells.y) * Cells.pointsPerRow,
      size: GeometrySize(cells.size))
  }
}

/// A proposal in points: `nil` where unspecified, infinite where unbounded.
package struct GeometryProposal: Equatable {
  package var width: Double?
  package var height: Double?

  init(_ cells: Proposal) {
    width = cells.width.map { GeometrySize.points($0, per: Cells.pointsPerColumn) }
    height = cells.height.map { GeometrySize.points($0, per: Cells.pointsPerRow) }
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
