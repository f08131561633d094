import Foundation

/// A device's screen: its width in points (the text rendering uses 8 points a column) and its
/// size classes, portrait unless named landscape.
///
/// ```swift
/// Device.iPhone15.columns   // 49
/// ```
public struct Device: Hashable, Sendable {
  /// The device's name.
  public var name: String
  /// The screen's width in points.
  public var width: Double
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass

  /// A device.
  ///
  /// ```swift
  /// Device(name: "watch", width: 198, horizontalSizeClass: .compact, verticalSizeClass: .compact)
  /// ```
  public init(
    name: String, width: Double, horizontalSizeClass: UserInterfaceSizeClass,
    verticalSizeClass: UserInterfaceSizeClass
  ) {
    self.name = name
    self.width = width
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The screen's width in text columns.
  public var columns: Int { max(1, Int((width / 8).rounded(.down))) }

  /// iPhone SE: 375 points.
  public static let iPhoneSE = Device(
    name: "iPhoneSE", width: 375, horizontalSizeClass: .compact, verticalSizeClass: .regular)
  /// iPhone 15: 393 points.
  public static let iPhone15 = Device(
    name: "iPhone15", width: 393, horizontalSizeClass: .compact, verticalSizeClass: .regular)
  /// iPhone 15 Pro Max: 430 points.
  public static let iPhone15ProMax = Device(
    name: "iPhone15ProMax", width: 430, horizontalSizeClass: .compact,
    verticalSizeClass: .regular)
  /// iPad in portrait: 820 points.
  public static let iPadPortrait = Device(
    name: "iPadPortrait", width: 820, horizontalSizeClass: .regular, verticalSizeClass: .regular)
  /// iPad in landscape: 1180 points.
  public static let iPadLandscape = Device(
    name: "iPadLandscape", width: 1180, horizontalSizeClass: .regular,
    verticalSizeClass: .regular)
}
