import Foundation

/// Views arranged leading to trailing.
///
/// ```swift
/// HStack {
///   Text("Row")
///   Spacer()
///   Button("Delete") { delete() }
/// }
/// ```
public struct HStack<Content: View>: View {
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A horizontal stack; SwiftUI's defaults are centered children and system spacing.
  ///
  /// ```swift
  /// HStack(spacing: 0) { Text("A"); Text("B") }
  /// ```
  @inlinable
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView, FoldableElement {
  package var callsAppCode: Bool { false }

  /// Evaluated where it is, as its own record's update.
  ///
  /// ```swift
  /// HStack { Text("A") }._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    record.node.evaluatePrimitive(self, callsAppCode: false)
  }

  /// Folded into the record that passes it on, which becomes the stack's element.
  ///
  /// ```swift
  /// HStack { Text("A") }._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    record.node.fold(self)
  }

  package func update(_ record: GraphNode) {
    record.element(
      .hStack, stackAttributes(alignment, default: .center, spacing: spacing), content: content)
  }
}
