import Foundation

/// The attributes a stack or a stack layout records: its alignment and spacing, when they are
/// not the defaults (`center`, the system's spacing).
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

extension GraphNode {
  /// Makes this record the element of a stack of `role` with `parts`' alignment, spacing and
  /// content.
  func stackElement<Alignment: Equatable & RecordedAsKeyword, Content: View>(
    _ role: Role, _ parts: StackParts<Alignment, Content>, defaultAlignment: Alignment
  ) {
    element(
      role, stackAttributes(parts.alignment, default: defaultAlignment, spacing: parts.spacing),
      content: parts.content)
  }

  /// Evaluates `view`, a primitive that runs none of the app's code (a stack), where it is.
  func evaluateElement<V: FoldableElement>(_ view: V) {
    evaluatePrimitive(view, callsAppCode: false)
  }
}
