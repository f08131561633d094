/// A view that animates through a sequence of phases. Vellum renders end states: the view
/// rests in its first phase, where SwiftUI returns after each run through the phases (a
/// continuously cycling animator is shown in its first phase too).
///
/// ```swift
/// PhaseAnimator([1.0, 1.2], trigger: likes) { scale in
///   Image(systemName: "heart.fill").scaleEffect(scale)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  private let phase: Phase?
  private let content: (Phase) -> Content

  /// Runs through `phases` each time `trigger` changes.
  ///
  /// ```swift
  /// PhaseAnimator([false, true], trigger: count) { isUp in Text("\(count)").offset(y: isUp ? -8 : 0) }
  /// ```
  public init<Phases: Sequence<Phase>, Trigger: Equatable>(
    _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.first { _ in true }
    self.content = content
  }

  /// Cycles through `phases` for as long as the view is on screen.
  ///
  /// ```swift
  /// PhaseAnimator([0.4, 1.0]) { opacity in Circle().opacity(opacity) }
  /// ```
  public init<Phases: Sequence<Phase>>(
    _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.first { _ in true }
    self.content = content
  }

  /// The content in the first phase, or nothing when there are no phases.
  public var body: some View {
    if let phase { content(phase) }
  }
}

extension View {
  /// Animates the view through `phases` each time `trigger` changes; it rests in the first
  /// phase, which is what Vellum renders.
  ///
  /// ```swift
  /// Image(systemName: "bell").phaseAnimator([0, -15, 15, 0], trigger: rings) { content, angle in
  ///   content.rotationEffect(.degrees(angle))
  /// }
  /// ```
  public func phaseAnimator<Phase: Equatable, Phases: Sequence<Phase>, Trigger: Equatable, V: View>(
    _ phases: Phases, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases, trigger: trigger) { content(PlaceholderContentView(self), $0) }
  }

  /// Cycles the view through `phases` for as long as it is on screen; Vellum renders the
  /// first phase.
  ///
  /// ```swift
  /// Circle().phaseAnimator([0.4, 1.0]) { content, opacity in content.opacity(opacity) }
  /// ```
  public func phaseAnimator<Phase: Equatable, Phases: Sequence<Phase>, V: View>(
    _ phases: Phases,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases) { content(PlaceholderContentView(self), $0) }
  }
}
