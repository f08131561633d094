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

/// A stack's alignment from the name its node records.
func stackAlignment(named name: Keyword, of role: Role) -> Alignment {
  switch role {
  case .vStack:
    return Alignment(horizontal: HorizontalAlignment(keyword: name) ?? .center, vertical: .center)
  case .hStack:
    return Alignment(horizontal: .center, vertical: VerticalAlignment(keyword: name) ?? .center)
  default:
    return Alignment(keyword: name) ?? .center
  }
}
