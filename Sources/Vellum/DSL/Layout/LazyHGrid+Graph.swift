import Foundation

extension LazyHGrid: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.element(
      .lazyHGrid,
      [Attribute(.rows, .list(rows.map(\.attributeValue)))]
        + stackAttributes(alignment, default: .center, spacing: spacing), content: content)
  }
}
