/// How a scroll transition moves between its phases: interactively with the scroll, animated
/// when a threshold is crossed, or not at all.
///
/// ```swift
/// card.scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in content }
/// ```
public struct ScrollTransitionConfiguration: Sendable {
  /// The animation, for an animated transition.
  let animation: Animation?
  /// How visible a view must be to be at rest.
  let visibility: Double

  /// Moves with the scroll, the phase following the view's position.
  public static let interactive = ScrollTransitionConfiguration(animation: nil, visibility: 1)
  /// Animates between the phases with the default animation.
  public static let animated = ScrollTransitionConfiguration(
    animation: .default, visibility: 1)
  /// Keeps the view at rest: the transition is never applied.
  public static let identity = ScrollTransitionConfiguration(animation: nil, visibility: 0)

  /// Animates between the phases with `animation`.
  ///
  /// ```swift
  /// .scrollTransition(.animated(.bouncy)) { content, phase in content }
  /// ```
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(animation: animation, visibility: 1)
  }

  /// This configuration, at rest from `threshold` on.
  ///
  /// ```swift
  /// .scrollTransition(.interactive.threshold(.visible(0.5))) { content, phase in content }
  /// ```
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold)
    -> ScrollTransitionConfiguration
  {
    ScrollTransitionConfiguration(animation: animation, visibility: threshold.visibility)
  }

  /// This configuration with `animation`.
  ///
  /// ```swift
  /// .scrollTransition(.animated.animation(.smooth)) { content, phase in content }
  /// ```
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(animation: animation, visibility: visibility)
  }

  /// How visible a view must be to be at rest.
  public struct Threshold: Sendable {
    /// The fraction of the view that must be visible.
    let visibility: Double

    /// At rest when wholly visible.
    public static let visible = Threshold(visibility: 1)
    /// At rest while any of it is visible.
    public static let hidden = Threshold(visibility: 0)
    /// At rest when centered.
    public static let centered = Threshold(visibility: 1)

    /// At rest when `amount` of it (0 to 1) is visible.
    ///
    /// ```swift
    /// .threshold(.visible(0.9))
    /// ```
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(visibility: max(0, min(1, amount)))
    }
  }
}
