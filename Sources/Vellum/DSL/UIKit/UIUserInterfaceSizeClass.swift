/// UIKit's size class trait, for code that converts it with `UserInterfaceSizeClass(_:)`.
///
/// ```swift
/// UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact)   // .compact
/// ```
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not known.
  case unspecified
  /// Little room.
  case compact
  /// Room to spare.
  case regular
}

extension UserInterfaceSizeClass {
  /// The size class of a UIKit trait, or `nil` when it is unspecified.
  ///
  /// ```swift
  /// UserInterfaceSizeClass(UIUserInterfaceSizeClass.regular)   // .regular
  /// ```
  public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
    switch uiUserInterfaceSizeClass {
    case .unspecified: return nil
    case .compact: self = .compact
    case .regular: self = .regular
    }
  }
}
