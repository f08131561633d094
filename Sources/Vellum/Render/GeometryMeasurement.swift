/// The rectangles the text layout gives the views that read their geometry, in points, for
/// the graph to hand to `GeometryReader`s, `Canvas`es and custom `Layout`s.
///
/// The graph measures on the host's screen: the default text width (40 cells), laid out as
/// ``RenderFormat/text`` lays it out, at 8 points a column and 16 points a row.
struct GeometryMeasurement {
  /// Each geometry-reading view's rectangle in screen points, by its node's identity.
  var frames: [Identity: GeometryRect] = [:]
  /// Each custom layout's subviews' ideal sizes in points, by the layout's identity.
  var subviewSizes: [Identity: [GeometrySize]] = [:]
  /// Each named coordinate space's rectangle in screen points, by name.
  var spaces: [String: GeometryRect] = [:]

  /// The screen's width in cells.
  static let screenWidth = 40

  /// Nothing measured yet.
  init() {}

  /// Lays `root` out on the screen and reads the rectangles back.
  init(of root: Node) {
    let log = GeometryLog()
    _ = TextRenderer(width: Self.screenWidth, geometryLog: log).render(root)
    frames = log.frames.mapValues(GeometryRect.init)
    subviewSizes = log.subviewSizes.mapValues { $0.map(GeometrySize.init) }
    spaces = log.spaces.mapValues(GeometryRect.init)
  }
}

/// A size in points.
struct GeometrySize: Equatable {
  var width: Double
  var height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init(_ cells: CellSize) {
    self.init(
      width: Double(cells.width) * Cells.pointsPerColumn,
      height: Double(cells.height) * Cells.pointsPerRow)
  }
}

/// A rectangle in points.
struct GeometryRect: Equatable {
  var x: Double
  var y: Double
  var size: GeometrySize

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
