import Foundation

/// Rests on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Paging.
  public init() {}

  /// Rests the scroll at the page nearest its target: a multiple of the scroll view's size
  /// along each axis it scrolls, within the content.
  ///
  /// ```swift
  /// PagingScrollTargetBehavior().updateTarget(&target, context: context)
  /// ```
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    if context.axes.contains(.horizontal), context.containerSize.width > 0 {
      target.rect.origin.x = Self.page(
        target.rect.minX, size: context.containerSize.width, content: context.contentSize.width)
    }
    if context.axes.contains(.vertical), context.containerSize.height > 0 {
      target.rect.origin.y = Self.page(
        target.rect.minY, size: context.containerSize.height, content: context.contentSize.height)
    }
  }

  /// The page edge nearest `offset`, between the first page and the last.
  private static func page(_ offset: CGFloat, size: CGFloat, content: CGFloat) -> CGFloat {
    let last = max(0, content - size)
    return min(max(0, (offset / size).rounded() * size), last)
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Paging.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
