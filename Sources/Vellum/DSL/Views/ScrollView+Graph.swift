extension ScrollView: PrimitiveView {
  package func update(_ record: GraphNode) {
    var attributes = axes == .vertical ? [] : [Attribute(.axes, .name(axes.keyword))]
    if let target = record.environment.scrollTarget {
      attributes.append(Attribute(.scrollPosition, target.id))
      if let anchor = target.anchor { attributes.append(Attribute(.scrollAnchor, anchor)) }
    }
    record.element(.scrollView, attributes, content: content)
  }
}
