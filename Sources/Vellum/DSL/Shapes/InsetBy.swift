import Foundation

/// A shape drawn in its frame inset by an amount on every side.
///
/// ```swift
/// let inner: InsetBy<Circle> = Circle().inset(by: 4)
/// ```
public struct InsetBy<Content: InsettableShape>: InsettableShape {
  /// The inset shape.
  public var content: Content
  /// How far in, on every side.
  public var amount: CGFloat

  /// The content's path in the inset frame.
  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: amount, dy: amount)
    return inset.isNull ? Path() : content.path(in: inset)
  }

  /// Insets further.
  public func inset(by more: CGFloat) -> InsetBy<Content> {
    InsetBy(content: content, amount: amount + more)
  }
}
