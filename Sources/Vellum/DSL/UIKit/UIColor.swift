import Foundation

/// UIKit's color, as much of it as SwiftUI code uses without importing UIKit (on iOS,
/// `import SwiftUI` brings UIKit): the system colors, by their light appearance, and colors
/// from components. `Color(uiColor:)` and `Color(_:)` turn one into a SwiftUI color.
///
/// ```swift
/// Color(.systemBackground)
/// Color(uiColor: .secondaryLabel)
/// ```
public final class UIColor: Sendable {
  /// The components, in sRGB.
  let red, green, blue, alpha: Double

  /// A color from sRGB components between 0 and 1.
  ///
  /// ```swift
  /// UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// ```
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Double(red)
    self.green = Double(green)
    self.blue = Double(blue)
    self.alpha = Double(alpha)
  }

  /// A gray.
  ///
  /// ```swift
  /// UIColor(white: 0.9, alpha: 1)
  /// ```
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  private convenience init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
      blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
  }

  /// The screen's background: white.
  public static let systemBackground = UIColor(hex: 0xFFFFFF)
  /// Content on the background: #F2F2F7.
  public static let secondarySystemBackground = UIColor(hex: 0xF2F2F7)
  /// Content on secondary content: white.
  public static let tertiarySystemBackground = UIColor(hex: 0xFFFFFF)
  /// A grouped screen's background: #F2F2F7.
  public static let systemGroupedBackground = UIColor(hex: 0xF2F2F7)
  /// A grouped screen's content: white.
  public static let secondarySystemGroupedBackground = UIColor(hex: 0xFFFFFF)
  /// Primary text: black.
  public static let label = UIColor(hex: 0x000000)
  /// Secondary text: #3C3C43 at 60%.
  public static let secondaryLabel = UIColor(hex: 0x3C3C43, alpha: 0.6)
  /// Tertiary text: #3C3C43 at 30%.
  public static let tertiaryLabel = UIColor(hex: 0x3C3C43, alpha: 0.3)
  /// Separators: #3C3C43 at 29%.
  public static let separator = UIColor(hex: 0x3C3C43, alpha: 0.29)
  /// Gray: #8E8E93.
  public static let systemGray = UIColor(hex: 0x8E8E93)
  /// A lighter gray: #AEAEB2.
  public static let systemGray2 = UIColor(hex: 0xAEAEB2)
  /// A lighter gray: #C7C7CC.
  public static let systemGray3 = UIColor(hex: 0xC7C7CC)
  /// A lighter gray: #D1D1D6.
  public static let systemGray4 = UIColor(hex: 0xD1D1D6)
  /// A lighter gray: #E5E5EA.
  public static let systemGray5 = UIColor(hex: 0xE5E5EA)
  /// The lightest gray: #F2F2F7.
  public static let systemGray6 = UIColor(hex: 0xF2F2F7)
  /// Red: #FF3B30.
  public static let systemRed = UIColor(hex: 0xFF3B30)
  /// Orange: #FF9500.
  public static let systemOrange = UIColor(hex: 0xFF9500)
  /// Yellow: #FFCC00.
  public static let systemYellow = UIColor(hex: 0xFFCC00)
  /// Green: #34C759.
  public static let systemGreen = UIColor(hex: 0x34C759)
  /// Blue: #007AFF.
  public static let systemBlue = UIColor(hex: 0x007AFF)
  /// Indigo: #5856D6.
  public static let systemIndigo = UIColor(hex: 0x5856D6)
  /// Purple: #AF52DE.
  public static let systemPurple = UIColor(hex: 0xAF52DE)
  /// Pink: #FF2D55.
  public static let systemPink = UIColor(hex: 0xFF2D55)
  /// Black.
  public static let black = UIColor(hex: 0x000000)
  /// White.
  public static let white = UIColor(hex: 0xFFFFFF)
  /// Clear.
  public static let clear = UIColor(hex: 0x000000, alpha: 0)
}

extension Color {
  /// A SwiftUI color of a UIKit color: its light appearance (UIKit's dynamic system colors
  /// change with the color scheme; this stand-in keeps the light values).
  ///
  /// ```swift
  /// Color(uiColor: .systemGroupedBackground)
  /// ```
  public init(uiColor: UIColor) {
    self.init(red: uiColor.red, green: uiColor.green, blue: uiColor.blue, opacity: uiColor.alpha)
  }

  /// A SwiftUI color of a UIKit color, as `Color(uiColor:)`.
  ///
  /// ```swift
  /// Color(.secondarySystemBackground)
  /// ```
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }
}
