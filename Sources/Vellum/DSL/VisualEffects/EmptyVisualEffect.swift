/// The effect that changes nothing: what `visualEffect(_:)` and `scrollTransition` hand their
/// closure to build on.
///
/// ```swift
/// EmptyVisualEffect().opacity(0.5)
/// ```
public struct EmptyVisualEffect: VisualEffect {
  /// The empty effect.
  ///
  /// ```swift
  /// let effect = EmptyVisualEffect()
  /// ```
  public init() {}
}
