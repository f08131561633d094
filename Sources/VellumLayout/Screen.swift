import Foundation
import VellumValues

/// A device's screen as the layout sees it: its size in points, the safe area the system's
/// bars leave, and its size classes.
///
/// ```swift
/// Screen.iPhone15.size   // 393 × 852
/// ```
package struct Screen: Hashable, Sendable {
  /// The screen's size in points, in the orientation shown.
  package var size: Size
  /// The insets of the safe area: the status bar or sensor housing, and the home indicator.
  package var safeArea: EdgeInsets
  /// The horizontal size class: a compact width collapses a split view.
  package var horizontalSizeClass: UserInterfaceSizeClass

  package init(size: Size, safeArea: EdgeInsets, horizontalSizeClass: UserInterfaceSizeClass) {
    self.size = size
    self.safeArea = safeArea
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// A 6.1-inch iPhone (iPhone 15): 393 × 852 points, 59 points of status bar and Dynamic
  /// Island, 34 of home indicator.
  package static let iPhone15 = Screen(
    size: Size(width: 393, height: 852),
    safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
    horizontalSizeClass: .compact)

  /// A 4.7-inch iPhone (iPhone SE): 375 × 667 points, a 20-point status bar, no home
  /// indicator.
  package static let iPhoneSE = Screen(
    size: Size(width: 375, height: 667),
    safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    horizontalSizeClass: .compact)

  /// The height of a sheet at its large detent: the screen below the safe area's top and a
  /// 10-point gap, as iOS leaves the presenting screen showing behind it. A custom detent sees
  /// it as `maxDetentValue`.
  ///
  /// ```swift
  /// Screen.iPhone15.largeDetentHeight   // 783
  /// ```
  package var largeDetentHeight: Double { size.height - safeArea.top - 10 }

  /// The safe area's rectangle.
  package var safeRect: Rect {
    Rect(
      x: safeArea.leading, y: safeArea.top,
      width: size.width - safeArea.leading - safeArea.trailing,
      height: size.height - safeArea.top - safeArea.bottom)
  }
}
