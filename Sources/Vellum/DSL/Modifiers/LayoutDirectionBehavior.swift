/// Whether a view mirrors in a right-to-left layout.
///
/// ```swift
/// Image(systemName: "arrow.right").layoutDirectionBehavior(.mirrors)
/// ```
public struct LayoutDirectionBehavior: Hashable, Sendable {
  private let name: String
  private let direction: LayoutDirection?

  /// The view is drawn the same in either direction.
  public static let fixed = Self(name: "fixed", direction: nil)
  /// The view mirrors in a right-to-left layout.
  public static let mirrors = Self(name: "mirrors", direction: .rightToLeft)

  /// The view mirrors when the layout runs in `direction`.
  ///
  /// ```swift
  /// .layoutDirectionBehavior(.mirrors(in: .rightToLeft))
  /// ```
  public static func mirrors(in direction: LayoutDirection) -> Self {
    Self(name: "mirrors", direction: direction)
  }
}

extension View {
  /// Sets whether the view mirrors in a right-to-left layout; accepted (renderings lay every
  /// screen out left to right and draw images unmirrored).
  ///
  /// ```swift
  /// Image(systemName: "arrow.right").layoutDirectionBehavior(.mirrors)
  /// ```
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    self
  }

  /// Mirrors the view in a right-to-left layout when `enabled`; accepted, as
  /// `layoutDirectionBehavior(_:)` is.
  ///
  /// ```swift
  /// Image("chevron").flipsForRightToLeftLayoutDirection(true)
  /// ```
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    self
  }
}
