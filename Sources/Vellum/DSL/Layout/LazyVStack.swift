import Foundation

/// A vertical stack that creates its rows as they scroll into view. Vellum renders every row,
/// so it draws exactly as a `VStack`.
///
/// ```swift
/// ScrollView { LazyVStack(spacing: 12) { ForEach(posts) { PostRow(post: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A lazy vertical stack; `pinnedViews` is recorded.
  ///
  /// ```swift
  /// LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) { … }
  /// ```
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A lazy stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
