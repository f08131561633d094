import Foundation

/// Views arranged top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///   Text(recipe.title).font(.largeTitle)
///   Text(recipe.subtitle)
/// }
/// ```
public struct VStack<Content: View>: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A vertical stack; SwiftUI's defaults are centered children and system spacing.
  ///
  /// ```swift
  /// VStack { Text("A"); Text("B") }
  /// ```
  @inlinable
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView, FoldableElement {
  package var callsAppCode: Bool { false }

  /// Evaluated where it is, as its own record's update.
  ///
  /// ```swift
  /// VStack { Text("A") }._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    record.node.evaluatePrimitive(self, callsAppCode: false)
  }

  /// Folded into the record that passes it on, which becomes the stack's element.
  ///
  /// ```swift
  /// VStack { Text("A") }._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    record.node.fold(self)
  }

  package func update(_ record: GraphNode) {
    record.element(
      .vStack, stackAttributes(alignment, default: .center, spacing: spacing), content: content)
  }
}

/// The attributes a stack records: its alignment and spacing, when they are not the defaults.
func stackAttributes<A: Equatable & RecordedAsKeyword>(
  _ alignment: A, default defaultAlignment: A, spacing: CGFloat?
) -> [Attribute] {
  var attributes: [Attribute] = []
  if alignment != defaultAlignment {
    attributes.append(Attribute(.alignment, .name(alignment.keyword)))
  }
  if let spacing { attributes.append(Attribute(.spacing, .double(Double(spacing)))) }
  return attributes
}
