import Foundation

/// A height a sheet can rest at: medium (half the screen), large (the full sheet), a fraction
/// or a height.
///
/// ```swift
/// .sheet(isPresented: $isShowing) { Details().presentationDetents([.medium, .large]) }
/// ```
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  /// `medium`, `large`, `fraction(0.25)`, `height(200)`.
  public let description: String

  /// Half the screen.
  public static let medium = PresentationDetent(description: "medium")
  /// The full sheet.
  public static let large = PresentationDetent(description: "large")

  /// A fraction of the screen's height.
  ///
  /// ```swift
  /// .presentationDetents([.fraction(0.25)])
  /// ```
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(description: "fraction(\(formatNumber(Double(fraction))))")
  }

  /// A height in points.
  ///
  /// ```swift
  /// .presentationDetents([.height(200)])
  /// ```
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(description: "height(\(formatNumber(Double(height))))")
  }
}
