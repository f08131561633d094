import Foundation

/// A guide a view sets with `alignmentGuide(_:computeValue:)`, kept among the graph's layout
/// values so the layouts around the view read it from the view's dimensions.
struct ExplicitAlignmentGuide {
  /// The horizontal guide it sets, if it sets one.
  let horizontal: HorizontalAlignment?
  /// The vertical guide it sets, if it sets one.
  let vertical: VerticalAlignment?
  /// Where the guide falls, from the view's dimensions.
  let computeValue: (ViewDimensions) -> CGFloat

  /// Sets the guide in `dimensions`, computed from the dimensions as they are so far: a
  /// guide set further out sees the ones set inside it.
  func apply(to dimensions: inout ViewDimensions) {
    let value = computeValue(dimensions)
    if let horizontal { dimensions.explicitHorizontal[horizontal] = value }
    if let vertical { dimensions.explicitVertical[vertical] = value }
  }
}
