import Foundation

/// Views arranged leading to trailing.
///
/// ```swift
/// HStack {
///   Text("Row")
///   Spacer()
///   Button("Delete") { delete() }
/// }
/// ```
public struct HStack<Content: View>: View {
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A horizontal stack; SwiftUI's defaults are centered children and system spacing.
  ///
  /// ```swift
  /// HStack(spacing: 0) { Text("A"); Text("B") }
  /// ```
  @inlinable
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
