import Foundation

/// What a stack keeps of its arguments: how it aligns its children across its axis, the
/// spacing between them (the system's when `nil`), and its content. Shared by every stack, lazy
/// or not, so each stack's declaration is its initializer alone.
///
/// ```swift
/// StackParts(alignment: HorizontalAlignment.leading, spacing: 4, content: Text("A"))
/// ```
@usableFromInline package struct StackParts<Alignment, Content> {
  @usableFromInline let alignment: Alignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  @inlinable init(alignment: Alignment, spacing: CGFloat?, content: Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content
  }
}
