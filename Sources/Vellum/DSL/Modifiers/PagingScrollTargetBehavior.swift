import Foundation

/// Rests on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Paging.
  public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Paging.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
