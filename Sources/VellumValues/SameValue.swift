// Equality of recorded values where a NaN is the same as a NaN, so a tree that holds one (from
// `.padding(.nan)` or `Color(red: .nan, …)`) equals itself and its patches apply. The types keep
// Swift's own `==`, where NaN differs from everything; node attributes compare with `isSame(as:)`.

/// Whether two numbers are the same, a NaN being the same as a NaN.
///
/// ```swift
/// isSameNumber(.nan, .nan)   // true
/// ```
package func isSameNumber(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

extension EdgeInsets {
  /// Whether the two values are equal, a NaN number matching a NaN number.
  ///
  /// ```swift
  /// value.isSame(as: value)   // true, even holding NaN
  /// ```
  package func isSame(as other: EdgeInsets) -> Bool {
    isSameNumber(top, other.top) && isSameNumber(leading, other.leading)
      && isSameNumber(bottom, other.bottom) && isSameNumber(trailing, other.trailing)
  }
}

extension UnitPoint {
  /// Whether the two values are equal, a NaN number matching a NaN number.
  ///
  /// ```swift
  /// value.isSame(as: value)   // true, even holding NaN
  /// ```
  package func isSame(as other: UnitPoint) -> Bool {
    isSameNumber(x, other.x) && isSameNumber(y, other.y)
  }
}

extension LinearGradient {
  /// Whether the two values are equal, a NaN number matching a NaN number.
  ///
  /// ```swift
  /// value.isSame(as: value)   // true, even holding NaN
  /// ```
  package func isSame(as other: LinearGradient) -> Bool {
    startPoint.isSame(as: other.startPoint) && endPoint.isSame(as: other.endPoint)
      && gradient.colors.count == other.gradient.colors.count
      && zip(gradient.colors, other.gradient.colors).allSatisfy { $0.isSame(as: $1) }
  }
}
