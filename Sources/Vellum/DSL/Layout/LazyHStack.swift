import Foundation

/// A horizontal stack that creates its columns as they scroll into view. Vellum renders every
/// column, so it draws exactly as an `HStack`.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(photos) { Thumbnail(photo: $0) } } }
/// ```
public struct LazyHStack<Content: View>: View {
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A lazy horizontal stack; `pinnedViews` is recorded.
  ///
  /// ```swift
  /// LazyHStack(alignment: .top, spacing: 8) { … }
  /// ```
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A lazy stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
