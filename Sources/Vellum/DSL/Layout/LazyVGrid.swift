import Foundation

/// A grid that fills its columns row by row, as many rows as it has cells: columns by
/// ``GridItem`` — fixed, flexible, or adaptive (as many as fit the width).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///   ForEach(photos) { Thumbnail(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid of `columns`; `spacing` is between rows, `pinnedViews` is recorded.
  ///
  /// ```swift
  /// LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { … }
  /// ```
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A grid is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
