/// How a path is filled where it overlaps itself.
///
/// ```swift
/// Path(…).fill(.red, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside (else the non-zero rule).
  public var isEOFilled: Bool
  /// Whether edges are smoothed.
  public var isAntialiased: Bool

  /// A fill style.
  ///
  /// ```swift
  /// FillStyle(eoFill: true)
  /// ```
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
