import Foundation

extension GridRow: PrimitiveView {
  package func update(_ record: GraphNode) {
    let attributes = alignment.map { [Attribute(.alignment, .name($0.keyword))] } ?? []
    record.element(.gridRow, attributes, content: content)
  }
}
