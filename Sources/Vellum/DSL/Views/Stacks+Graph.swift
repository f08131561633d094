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
  /// Makes this record the element of a stack of `role`: every stack, lazy or not, records its
  /// alignment and spacing the same way.
  ///
  /// The stacks keep their arguments as fields of their own rather than in a shared generic
  /// struct: a stack's update runs unspecialized for most content types, where a nested
  /// generic struct's metadata would be looked up at run time on every evaluation.
  func stackElement<Alignment: Equatable & RecordedAsKeyword, Content: View>(
    _ role: Role, _ alignment: Alignment, spacing: CGFloat?, _ content: Content,
    defaultAlignment: Alignment
  ) {
    element(
      role, stackAttributes(alignment, default: defaultAlignment, spacing: spacing),
      content: content)
  }

  /// Evaluates `view`, a primitive that runs none of the app's code (a stack), where it is.
  func evaluateElement<V: FoldableElement>(_ view: V) {
    evaluatePrimitive(view, callsAppCode: false)
  }
}
