import Foundation

/// A device's screen: its size in points (the text rendering uses 8 points a column), the
/// insets of its safe area and its size classes, portrait unless named landscape.
///
/// ```swift
/// Device.iPhone15.columns   // 49
/// ```
public struct Device: Hashable, Sendable {
  /// The device's name.
  public var name: String
  /// The screen's width in points.
  public var width: Double
  /// The screen's height in points.
  public var height: Double
  /// The insets of the safe area: the status bar (or sensor housing) and the home indicator.
  public var safeAreaInsets: EdgeInsets
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass

  /// A device; its height and safe area default to a 6.1-inch iPhone's.
  ///
  /// ```swift
  /// Device(name: "watch", width: 198, horizontalSizeClass: .compact, verticalSizeClass: .compact)
  /// ```
  public init(
    name: String, width: Double, height: Double = 852,
    safeAreaInsets: EdgeInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.safeAreaInsets = safeAreaInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The screen's width in text columns.
  public var columns: Int { max(1, Int((width / 8).rounded(.down))) }

  /// iPhone SE: 375 × 667 points, a 20-point status bar, no home indicator.
  public static let iPhoneSE = Device(
    name: "iPhoneSE", width: 375, height: 667, safeAreaInsets: EdgeInsets(top: 20),
    horizontalSizeClass: .compact, verticalSizeClass: .regular)
  /// iPhone 15: 393 × 852 points, 59 points of status bar and Dynamic Island, 34 of home
  /// indicator.
  public static let iPhone15 = Device(
    name: "iPhone15", width: 393, height: 852, horizontalSizeClass: .compact,
    verticalSizeClass: .regular)
  /// iPhone 15 Pro Max: 430 × 932 points, the same insets as the iPhone 15.
  public static let iPhone15ProMax = Device(
    name: "iPhone15ProMax", width: 430, height: 932, horizontalSizeClass: .compact,
    verticalSizeClass: .regular)
  /// 11-inch iPad in portrait: 820 × 1180 points, a 24-point status bar, a 20-point home
  /// indicator.
  public static let iPadPortrait = Device(
    name: "iPadPortrait", width: 820, height: 1180,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: .regular,
    verticalSizeClass: .regular)
  /// 11-inch iPad in landscape: 1180 × 820 points, with the portrait iPad's insets.
  public static let iPadLandscape = Device(
    name: "iPadLandscape", width: 1180, height: 820,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: .regular,
    verticalSizeClass: .regular)
}
