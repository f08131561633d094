import Foundation

/// A vertical stack that creates its rows as they scroll into view. Vellum renders every row,
/// so it draws exactly as a `VStack`.
///
/// ```swift
/// ScrollView { LazyVStack(spacing: 12) { ForEach(posts) { PostRow(post: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
  @usableFromInline let parts: StackParts<HorizontalAlignment, Content>

  /// A lazy vertical stack; `pinnedViews` is recorded.
  ///
  /// ```swift
  /// LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) { … }
  /// ```
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    parts = StackParts(alignment: alignment, spacing: spacing, content: content())
  }

  /// A lazy stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
