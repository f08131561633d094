import Foundation

/// A height a sheet can rest at.
///
/// ```swift
/// .sheet(isPresented: $isShowing) { Details().presentationDetents([.medium, .large]) }
/// ```
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(Double)
    case height(Double)
  }

  private let kind: Kind

  /// Half the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full sheet.
  public static let large = PresentationDetent(kind: .large)

  /// A fraction of the screen's height.
  ///
  /// ```swift
  /// .presentationDetents([.fraction(0.25)])
  /// ```
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(Double(fraction)))
  }

  /// A height in points.
  ///
  /// ```swift
  /// .presentationDetents([.height(200)])
  /// ```
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(Double(height)))
  }

  /// `medium`, `large`, `fraction(0.25)`, `height(200)`.
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "fraction(\(formatNumber(fraction)))"
    case .height(let height): "height(\(formatNumber(height)))"
    }
  }

  /// How nodes record the detent: `medium` and `large` as keywords, a fraction or a height as a
  /// field.
  package var attributeValue: AttributeValue {
    switch kind {
    case .medium: .name(.medium)
    case .large: .name(.large)
    case .fraction(let fraction): .fields([Attribute(.fraction, .double(fraction))])
    case .height(let height): .fields([Attribute(.height, .double(height))])
    }
  }
}
