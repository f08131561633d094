import Foundation

/// A type that names a custom alignment guide and says where the guide falls in a view that
/// does not set it with `alignmentGuide(_:computeValue:)`.
///
/// ```swift
/// private struct OneThird: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
/// }
///
/// extension HorizontalAlignment {
///   static let oneThird = HorizontalAlignment(OneThird.self)
/// }
///
/// VStack(alignment: .oneThird) {
///   Color.red.frame(width: 90, height: 10)
///   Color.blue.frame(width: 30, height: 10).alignmentGuide(.oneThird) { d in d.width }
/// }
/// ```
///
/// Stacks (`VStack`, `HStack`, `ZStack` and their `Layout` forms) aligned by a custom guide
/// line their subviews' guides up, explicit ones first, as SwiftUI's do; they are laid out by
/// the graph like a custom `Layout`, from each subview's own size. A guide set on a view
/// inside a nested container is not carried out to the container (SwiftUI averages such
/// guides in with `_combineExplicit`), and frames, overlays, backgrounds and lazy stacks place
/// content by a custom guide's center.
public protocol AlignmentID {
  /// Where the guide falls in a view, in its own coordinates, when it sets no explicit value.
  ///
  /// ```swift
  /// static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
  /// ```
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
  /// A custom horizontal guide named by the identifier type `id`.
  ///
  /// ```swift
  /// extension HorizontalAlignment {
  ///   static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
  /// }
  /// ```
  public init(_ id: any AlignmentID.Type) { self.init(customType: id) }
}

extension VerticalAlignment {
  /// A custom vertical guide named by the identifier type `id`.
  ///
  /// ```swift
  /// extension VerticalAlignment {
  ///   static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
  /// }
  /// ```
  public init(_ id: any AlignmentID.Type) { self.init(customType: id) }
}

extension Alignment {
  /// Whether either part is a custom guide.
  var isCustom: Bool { horizontal.isCustom || vertical.isCustom }
}
