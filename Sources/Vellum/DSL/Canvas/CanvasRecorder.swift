import Foundation

/// What a canvas renderer drew, in order, as attribute fields the renderers read: each
/// drawing's kind, its path (as SVG path data) or its label and anchor point, its paint and
/// its opacity.
final class CanvasRecorder {
  /// A kind of drawing.
  enum Kind: String {
    case fill, stroke, text, image, symbol
  }

  private(set) var operations: [AttributeValue] = []
  /// The tags of the canvas's symbol views.
  var symbols: [AttributeValue] = []
  /// The filters added, by name.
  var filters: [String] = []

  /// Records a fill or stroke of `path`.
  func record(
    _ kind: Kind, path: Path, paint: AttributeValue?, opacity: Double, lineWidth: Double? = nil
  ) {
    var fields = [
      Attribute(.kind, .name(Keyword(rawValue: kind.rawValue))),
      Attribute(.path, .string(path.svgData)),
    ]
    if let paint { fields.append(Attribute(.style, paint)) }
    if let lineWidth { fields.append(Attribute(.lineWidth, .double(lineWidth))) }
    if opacity != 1 { fields.append(Attribute(.opacity, .double(opacity))) }
    operations.append(.fields(fields))
  }

  /// Records text, an image or a symbol placed at `point` by `anchor`.
  func record(
    _ kind: Kind, label: String, at point: CGPoint, anchor: UnitPoint, paint: AttributeValue?,
    opacity: Double
  ) {
    var fields = [
      Attribute(.kind, .name(Keyword(rawValue: kind.rawValue))), Attribute(.label, .string(label)),
      Attribute(.x, .double(Double(point.x))), Attribute(.y, .double(Double(point.y))),
      Attribute(.anchor, .list([.double(Double(anchor.x)), .double(Double(anchor.y))])),
    ]
    if let paint { fields.append(Attribute(.style, paint)) }
    if opacity != 1 { fields.append(Attribute(.opacity, .double(opacity))) }
    operations.append(.fields(fields))
  }
}
