import Foundation

/// A grid that fills its rows column by column: rows by ``GridItem``.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) { ForEach(tags) { Chip($0) } }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid of `rows`; `spacing` is between columns, `pinnedViews` is recorded.
  ///
  /// ```swift
  /// LazyHGrid(rows: [GridItem(.flexible())], spacing: 8) { … }
  /// ```
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A grid is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
