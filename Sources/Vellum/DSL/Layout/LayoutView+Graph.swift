import Foundation

/// A layout applied to content: a built-in layout's container, or a custom layout's subviews
/// placed where its `placeSubviews` put them in a box of its size.
struct LayoutView<Content: View>: View, PrimitiveView {
  let layout: AnyLayout
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    if let builtin = layout.base as? any BuiltinLayout, let container = builtin.container {
      record.element(container.role, container.attributes, content: content)
      return
    }
    let measured = record.graph.readGeometry(of: record)
    record.updateChild(0, content)
    let placements = LayoutPlacements()
    let subviews = LayoutSubviews(
      measured.subviews.enumerated().map { index, subview in
        LayoutSubview(
          index: index, ideal: subview.ideal, maximum: subview.maximum, values: subview.values,
          guides: subview.guides, placements: placements, priority: subview.priority)
      }, layoutDirection: record.environment.layoutDirection)
    let proposal = ProposedViewSize(
      width: measured.proposal.width, height: measured.proposal.height)
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    layout.placeSubviews(
      in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
      subviews: subviews, cache: &cache)
    let rects = subviews.indices.map { index -> AttributeValue in
      guard let rect = placements.rects[index] else { return .name(.unplaced) }
      return .fields([
        Attribute(.x, .double(Double(rect.minX))), Attribute(.y, .double(Double(rect.minY))),
        Attribute(.width, .double(Double(rect.width))),
        Attribute(.height, .double(Double(rect.height))),
      ])
    }
    record.output = .element(
      Node(
        role: .customLayout, identity: record.identity,
        attributes: [
          Attribute(measuredSize: size), Attribute(.layoutPlacements, .list(rects)),
          Attribute(.geometryKey, .int(measured.key)),
        ]))
  }
}

/// Keeps a layout value for the view it wraps, under the modifier's identity, which the view's
/// node carries so the layout's measurement finds it.
struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let value: K.Value

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let key = record.identity.description
    record.graph.setLayoutValue(value, for: ObjectIdentifier(K.self), key: key, by: record)
    record.output = .modified([Attribute(.layoutValues, .string(key))], slot: nil)
    record.updateChild(0, content)
  }
}
