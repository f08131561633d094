import Foundation

/// A sheet height computed from the sheet's context: its largest height and its environment.
///
/// ```swift
/// struct BarDetent: CustomPresentationDetent {
///   static func height(in context: Context) -> CGFloat? {
///     context.dynamicTypeSize.isAccessibilitySize ? 88 : 44
///   }
/// }
/// .presentationDetents([.custom(BarDetent.self), .medium])
/// ```
public protocol CustomPresentationDetent {
  /// The detent's height in `context`, or `nil` where the detent is unavailable.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What a custom detent computes its height from.
  public typealias Context = PresentationDetent.Context
}
