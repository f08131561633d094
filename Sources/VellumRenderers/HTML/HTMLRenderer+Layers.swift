import VellumLayout
import VellumNodes

extension HTMLRenderer {
  /// Writes a node whose children are all drawn in place.
  func writeInFlow(_ node: Node, into html: inout HTMLBuffer) {
    // Most nodes have no overlay or background: their attributes' names are read in place,
    // without copying an attribute, before any is looked at closer.
    let mayHaveLayers = node.attributes.elementsInPlace.contains {
      $0.name == .overlay || $0.name == .background
    }
    guard mayHaveLayers else {
      writeElement(node, into: &html)
      return
    }
    let layers = node.attributes.filter(Self.isViewLayer)
    guard layers.isEmpty else {
      html.append("<div class=\"layered")
      closeClass(placedAt: frames?.takePendingFrame(), into: &html)
      html.append(">")
      // The view's own element stands at its own frame, measured from the wrapper's.
      frames?.pendOwnFrame()
      let origin = frames?.origin
      var content = node
      content.attributes.removeAll { layers.contains($0) }
      if let frames {
        // At its own frame, inside the wrapper at the outer one: what lays out is in the
        // frames, not in CSS.
        let boxes = frames.modifierFrames
        content.attributes = node.attributes.enumerated().compactMap { index, attribute in
          layers.contains(attribute) || Self.onlyLaysOut(attribute, at: index, boxes: boxes)
            ? nil : attribute
        }
      }
      for (index, layer) in node.attributes.enumerated()
      where layer.name == .background && layers.contains(layer) {
        writeLayer(layer, at: index, of: node, into: &html)
      }
      writeElement(content, into: &html)
      if let origin { frames?.restore(origin) }
      for (index, layer) in node.attributes.enumerated()
      where layer.name == .overlay && layers.contains(layer) {
        writeLayer(layer, at: index, of: node, into: &html)
      }
      html.append("</div>")
      return
    }
    writeElement(node, into: &html)
  }

  /// Whether `attribute` draws views over or under its node (an overlay, or a background
  /// that is a view rather than a color), which are written as layers of their own.
  static func isViewLayer(_ attribute: Attribute) -> Bool {
    guard case .nodes(let nodes) = attribute.value else { return false }
    return attribute.name == .overlay
      || (attribute.name == .background && nodes.first.flatMap(CSS.paint(of:)) == nil)
  }

  /// Writes the views of `layer`, the attribute at `index` of `node`'s attributes.
  private func writeLayer(
    _ layer: Attribute, at index: Int, of node: Node, into html: inout HTMLBuffer
  ) {
    guard case .nodes(let nodes) = layer.value else { return }
    frames?.enterLayer(index)
    defer { frames?.leave() }
    var alignment = Keyword.center
    if case .name(let name) = node[layer.name.layerAlignment] { alignment = name }
    html.append("<div")
    html.attribute("class", layer.name == .overlay ? "layer overlay" : "layer background")
    html.attribute("style", "place-items:" + HTMLStyle.placeItems(alignment))
    html.append(">")
    for layerNode in nodes { write(layerNode, into: &html) }
    html.append("</div>")
  }
}
