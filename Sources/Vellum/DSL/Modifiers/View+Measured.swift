import Foundation

extension View {
  /// Makes the view as long as `length` says from its container's length along each of
  /// `axes`. The container's length is what the screen's layout offers the view (measured as
  /// a `GeometryReader` is, 8 points a column and 16 a row).
  ///
  /// ```swift
  /// Card().containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
  /// ```
  public consuming func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeLengthModifier(axes: axes, alignment: alignment, length: length))
  }

  /// Moves where the view's horizontal alignment guide `guide` falls to `computeValue`'s
  /// answer from its dimensions; in a stack aligned by that guide, the view shifts so the
  /// new position lines up with its siblings' (drawn as an offset: the stack keeps its size).
  ///
  /// ```swift
  /// Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
  /// ```
  public consuming func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(
      AlignmentGuideModifier(
        horizontal: guide, vertical: nil, computeValue: computeValue))
  }

  /// Moves where the view's vertical alignment guide `guide` falls to `computeValue`'s answer
  /// from its dimensions; in a stack aligned by that guide, the view shifts so the new
  /// position lines up with its siblings'.
  ///
  /// ```swift
  /// Image(systemName: "star").alignmentGuide(.top) { d in d[.bottom] }
  /// ```
  public consuming func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(
      AlignmentGuideModifier(
        horizontal: nil, vertical: guide, computeValue: computeValue))
  }
}

/// Frames its content by a length computed from the container's.
private struct ContainerRelativeLengthModifier: ViewModifier, PrimitiveModifier {
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
private struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let horizontal: HorizontalAlignment?
  let vertical: VerticalAlignment?
  let computeValue: (ViewDimensions) -> CGFloat

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let (key, measured) = record.graph.readMeasurement(of: record)
    let dimensions = ViewDimensions(width: measured.size.width, height: measured.size.height)
    var attributes = [Attribute(.measurementKey, .int(key))]
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

/// A stack's alignment from the name its node records.
private func stackAlignment(named name: Keyword, of role: Role) -> Alignment {
  switch role {
  case .vStack:
    return Alignment(horizontal: HorizontalAlignment(keyword: name) ?? .center, vertical: .center)
  case .hStack:
    return Alignment(horizontal: .center, vertical: VerticalAlignment(keyword: name) ?? .center)
  default:
    return Alignment(keyword: name) ?? .center
  }
}
