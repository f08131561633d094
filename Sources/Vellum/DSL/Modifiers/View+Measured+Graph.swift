import Foundation

/// Frames its content by a length computed from the container's.
struct ContainerRelativeLengthModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let (key, measured) = record.graph.readMeasurement(of: record)
    let width = measured.proposal.width.flatMap {
      axes.contains(.horizontal) && $0.isFinite ? $0 : nil
    }
    let height = measured.proposal.height.flatMap {
      axes.contains(.vertical) && $0.isFinite ? $0 : nil
    }
    var attributes: [Attribute] = []
    if width != nil || height != nil {
      attributes +=
        frameModifier(
          width: width.map { max(0, length($0, .horizontal)) },
          height: height.map { max(0, length($0, .vertical)) }, alignment: alignment
        ).attributes
    }
    attributes.append(Attribute(.measurementKey, .int(key)))
    record.output = .modified(attributes, slot: nil)
    record.updateChild(0, content)
  }
}

/// Offsets its content so its alignment guide falls where `computeValue` says, when the
/// stack around it aligns by that guide.
struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let horizontal: HorizontalAlignment?
  let vertical: VerticalAlignment?
  let computeValue: (ViewDimensions) -> CGFloat

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let (key, measured) = record.graph.readMeasurement(of: record)
    let dimensions = ViewDimensions(width: measured.size.width, height: measured.size.height)
    // Keyed by the measurement's key, which no other record on the screen has: modifiers in
    // one chain share their view's identity.
    let valuesKey = "alignmentGuide \(key)"
    record.graph.setLayoutValue(
      ExplicitAlignmentGuide(
        horizontal: horizontal, vertical: vertical, computeValue: computeValue),
      for: ObjectIdentifier(ExplicitAlignmentGuide.self), key: valuesKey, by: record)
    var attributes = [
      Attribute(.measurementKey, .int(key)), Attribute(.layoutValues, .string(valuesKey)),
    ]
    let stack = enclosingStack(of: record)
    var offset = CGSize.zero
    if let horizontal, stack?.role == .vStack || stack?.role == .zStack,
      stack?.alignment.horizontal == horizontal
    {
      offset.width = dimensions[horizontal] - computeValue(dimensions)
    }
    if let vertical, stack?.role == .hStack || stack?.role == .zStack,
      stack?.alignment.vertical == vertical
    {
      offset.height = dimensions[vertical] - computeValue(dimensions)
    }
    if offset != .zero {
      attributes.append(
        Attribute(
          .offset,
          .fields([
            Attribute(.x, .double(Double(offset.width))),
            Attribute(.y, .double(Double(offset.height))),
          ])))
    }
    record.output = .modified(attributes, slot: nil)
    record.updateChild(0, content)
  }

  /// The nearest stack around `record` and how it aligns its children.
  private func enclosingStack(of record: GraphNode) -> (role: Role, alignment: Alignment)? {
    var ancestor = record.parent
    while let current = ancestor {
      if case .element(let node) = current.output {
        guard [.vStack, .hStack, .zStack].contains(node.role) else { return nil }
        var alignment = Alignment.center
        if case .name(let name) = node[.alignment] {
          alignment = stackAlignment(named: name, of: node.role)
        }
        return (node.role, alignment)
      }
      ancestor = current.parent
    }
    return nil
  }
}
