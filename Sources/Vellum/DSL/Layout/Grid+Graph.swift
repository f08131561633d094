import Foundation

extension Grid: PrimitiveView {
  package func update(_ record: GraphNode) {
    var attributes: [Attribute] = []
    if alignment != .center {
      attributes.append(Attribute(.alignment, .name(alignment.keyword)))
    }
    if let horizontalSpacing {
      attributes.append(Attribute(.horizontalSpacing, .double(Double(horizontalSpacing))))
    }
    if let verticalSpacing {
      attributes.append(Attribute(.verticalSpacing, .double(Double(verticalSpacing))))
    }
    record.element(.grid, attributes, content: content)
  }
}
