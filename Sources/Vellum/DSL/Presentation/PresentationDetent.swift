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
    case custom(CustomDetentType)
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

  /// A detent whose height `type` computes from the sheet's context, or that is unavailable
  /// where it returns `nil`.
  ///
  /// ```swift
  /// struct BarDetent: CustomPresentationDetent {
  ///   static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
  /// }
  /// .presentationDetents([.custom(BarDetent.self), .large])
  /// ```
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(kind: .custom(CustomDetentType(type: type)))
  }

  /// `medium`, `large`, `fraction(0.25)`, `height(200)`, `custom(BarDetent)`.
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "fraction(\(formatNumber(fraction)))"
    case .height(let height): "height(\(formatNumber(height)))"
    case .custom(let custom): "custom(\(custom.type))"
    }
  }

  /// How nodes record the detent: `medium` and `large` as keywords, a fraction or a height as a
  /// field; a custom detent as the height it computes in `context`, or `nil` where it is
  /// unavailable.
  package func attributeValue(in context: Context) -> AttributeValue? {
    switch kind {
    case .custom(let custom):
      guard let height = custom.type.height(in: context), height.isFinite, height > 0 else {
        return nil
      }
      return .fields([Attribute(.height, .double(Double(height)))])
    case .medium: return .name(.medium)
    case .large: return .name(.large)
    case .fraction(let fraction): return .fields([Attribute(.fraction, .double(fraction))])
    case .height(let height): return .fields([Attribute(.height, .double(height))])
    }
  }
}

/// A custom detent's type, equal to another by identity alone. It is sendable because a
/// metatype holds no state and the protocol's one requirement is a static function, which
/// Vellum calls only while resolving a view's modifiers on the main actor; the protocol
/// itself is not `Sendable`, as SwiftUI's is not, so users' detents compile unchanged.
private struct CustomDetentType: Hashable, @unchecked Sendable {
  let type: any CustomPresentationDetent.Type

  static func == (lhs: Self, rhs: Self) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
