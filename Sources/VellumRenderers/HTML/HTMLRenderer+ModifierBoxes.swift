import VellumLayout
import VellumNodes

extension HTMLRenderer {
  /// What paints a modifier's box rather than the view's content: in a page placed at
  /// frames, each is drawn at the frame of the box its place among the modifiers gives it.
  static let boxPaint: Set<AttributeName> = [
    .background, .border, .cornerRadius, .clipShape, .shadow, .opacity, .mask, .clipped,
    .scaleEffect, .rotationEffect, .rotation3DEffect, .transformEffect, .blur, .brightness,
    .saturation, .grayscale, .contrast, .hueRotation, .colorInvert, .blendMode,
    .compositingGroup,
  ]

  /// Whether `attribute`, at `index` of its node's attributes, only lays the view out (a
  /// padding, a frame, an offset, a position): in a page placed at frames it is in the frames
  /// (`boxes`, the node's modifier boxes) and is written as no CSS.
  static func onlyLaysOut(
    _ attribute: Attribute, at index: Int, boxes: [(attribute: Int, frame: Rect)]
  ) -> Bool {
    if attribute.name == .offset || attribute.name == .position { return true }
    return !boxPaint.contains(attribute.name) && boxes.contains { $0.attribute == index }
  }

  /// In a page placed at frames, writes `node`'s view at its own frame and, around it, an
  /// element at the frame of each laying-out modifier's box that something paints: so
  /// `.padding().background(.yellow).padding(.horizontal)` fills the inner padding only, and
  /// `.frame(width: 300).scaleEffect(1 / 3).frame(width: 100)` scales the 300-point box, as
  /// SwiftUI applies each modifier to the view the modifiers before it made ("Configuring
  /// views", developer.apple.com). What only lays out (padding, frames, offsets) is in the
  /// frames and written as no CSS. Returns `false`, writing nothing, for a node with no such
  /// box or with views layered over or under it (written by `writeNode`).
  func writeInModifierBoxes(_ node: Node, frames: HTMLFrames, into html: inout HTMLBuffer)
    -> Bool
  {
    let boxes = frames.modifierFrames
    guard !boxes.isEmpty, !node.attributes.contains(where: Self.isViewLayer) else {
      return false
    }
    var own = node
    own.attributes = []
    var painted: [[Attribute]] = Array(repeating: [], count: boxes.count)
    for (index, attribute) in node.attributes.enumerated()
    where !Self.onlyLaysOut(attribute, at: index, boxes: boxes) {
      if Self.boxPaint.contains(attribute.name),
        let box = boxes.lastIndex(where: { $0.attribute <= index })
      {
        painted[box].append(attribute)
      } else {
        own.attributes.append(attribute)
      }
    }
    var opened = 0
    for (box, attributes) in zip(boxes, painted).reversed() where !attributes.isEmpty {
      // Declared as a root's: a role with no declarations of its own, only the attributes'.
      let paint = HTMLStyle.declarations(for: Node(role: .root, attributes: attributes))
      html.append("<div class=\"modifier at-frame\"")
      frames.writeStyle(paint, at: box.frame, into: &html)
      html.append(">")
      opened += 1
    }
    frames.pendOwnFrame()
    writeNode(own, into: &html)
    for _ in 0..<opened { html.append("</div>") }
    return true
  }
}
