import Foundation

/// Views arranged top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///   Text(recipe.title).font(.largeTitle)
///   Text(recipe.subtitle)
/// }
/// ```
public struct VStack<Content: View>: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A vertical stack; SwiftUI's defaults are centered children and system spacing.
  ///
  /// ```swift
  /// VStack { Text("A"); Text("B") }
  /// ```
  @inlinable
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
