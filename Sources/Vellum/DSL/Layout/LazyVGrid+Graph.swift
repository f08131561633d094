import Foundation

extension LazyVGrid: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.element(
      .lazyVGrid,
      [Attribute(.columns, .list(columns.map(\.attributeValue)))]
        + stackAttributes(alignment, default: .center, spacing: spacing), content: content)
  }
}
