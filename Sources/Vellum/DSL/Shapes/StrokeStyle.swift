import Foundation

/// How an outline is drawn: its width, line caps and joins, and dashes.
///
/// ```swift
/// StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 3])
/// ```
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// How the ends of lines look.
  public var lineCap: CGLineCap
  /// How corners between segments look.
  public var lineJoin: CGLineJoin
  /// How far a mitered corner may reach.
  public var miterLimit: CGFloat
  /// Lengths of painted and unpainted dash segments, alternating.
  public var dash: [CGFloat]
  /// Where in the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  ///
  /// ```swift
  /// StrokeStyle(lineWidth: 2, dash: [4, 2])
  /// ```
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

#if !canImport(CoreGraphics)
  /// How the ends of stroked lines look, as CoreGraphics names them.
  ///
  /// ```swift
  /// StrokeStyle(lineWidth: 4, lineCap: .round)
  /// ```
  public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square ends at the end points.
    case butt
    /// Round ends.
    case round
    /// Square ends reaching past the end points.
    case square
  }

  /// How corners of stroked lines look, as CoreGraphics names them.
  ///
  /// ```swift
  /// StrokeStyle(lineWidth: 4, lineJoin: .round)
  /// ```
  public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Pointed corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut-off corners.
    case bevel
  }
#endif

extension CGLineCap {
  /// The SVG and tree name of the cap.
  var name: String {
    switch self {
    case .round: "round"
    case .square: "square"
    default: "butt"
    }
  }
}

extension CGLineJoin {
  /// The SVG and tree name of the join.
  var name: String {
    switch self {
    case .round: "round"
    case .bevel: "bevel"
    default: "miter"
    }
  }
}

extension ShapeStyle {
  /// An outline in this style drawn with `stroke`: its width, then caps, joins and dashes where
  /// they are not the defaults.
  func outline(style stroke: StrokeStyle) -> AttributeValue {
    var fields = [
      Attribute(.style, attributeValue), Attribute(.lineWidth, .double(Double(stroke.lineWidth))),
    ]
    if stroke.lineCap != .butt {
      fields.append(Attribute(.lineCap, .name(Keyword(rawValue: stroke.lineCap.name))))
    }
    if stroke.lineJoin != .miter {
      fields.append(Attribute(.lineJoin, .name(Keyword(rawValue: stroke.lineJoin.name))))
    }
    if !stroke.dash.isEmpty {
      fields.append(Attribute(.dash, .list(stroke.dash.map { .double(Double($0)) })))
    }
    return .fields(fields)
  }
}
