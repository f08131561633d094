import Foundation

/// UIKit's screen, as SwiftUI code reads it: the bounds and scale of a 6.1-inch iPhone (393 ×
/// 852 points at 3 pixels a point), the device Vellum's previews stand for.
///
/// ```swift
/// let width = UIScreen.main.bounds.width   // 393
/// ```
@MainActor
public final class UIScreen {
  /// The device's screen.
  public static let main = UIScreen()

  /// The screen's rectangle, in points.
  public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// Pixels per point.
  public let scale: CGFloat = 3

  private init() {}
}
