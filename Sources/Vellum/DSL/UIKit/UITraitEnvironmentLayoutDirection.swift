/// UIKit's layout direction trait, for code that converts it with `LayoutDirection(_:)`.
///
/// ```swift
/// LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft)   // .rightToLeft
/// ```
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

extension LayoutDirection {
  /// The direction of a UIKit trait, or `nil` when it is unspecified.
  ///
  /// ```swift
  /// LayoutDirection(UITraitEnvironmentLayoutDirection.leftToRight)   // .leftToRight
  /// ```
  public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
    switch uiLayoutDirection {
    case .unspecified: return nil
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    }
  }
}
