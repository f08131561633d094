extension View {
  /// Applies the effect `effect` makes from the view's geometry, without changing layout.
  ///
  /// ```swift
  /// Text("Hi").visualEffect { content, proxy in
  ///   content.opacity(proxy.frame(in: .global).minY > 400 ? 0.5 : 1)
  /// }
  /// ```
  public consuming func visualEffect(
    _ effect: @escaping @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(GeometryVisualEffect(effect: { effect($0, $1) }))
  }

  /// Applies the effect `transition` makes for the view's phase in its scroll view. Vellum's
  /// screen does not scroll: every view is shown at rest (`ScrollTransitionPhase.identity`),
  /// as a view in a scroll view's visible region is.
  ///
  /// ```swift
  /// card.scrollTransition { content, phase in
  ///   content.opacity(phase.isIdentity ? 1 : 0.3)
  /// }
  /// ```
  public consuming func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition:
      @escaping @MainActor @Sendable (EmptyVisualEffect, ScrollTransitionPhase) ->
      some VisualEffect
  ) -> some View {
    transition(EmptyVisualEffect(), .identity).applied(to: self)
  }

  /// Applies the effect `transition` makes for the view's phase in its scroll view, with a
  /// configuration for each edge. Every view is shown at rest, as in the form above.
  ///
  /// ```swift
  /// card.scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { c, phase in c }
  /// ```
  public consuming func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition:
      @escaping @MainActor @Sendable (EmptyVisualEffect, ScrollTransitionPhase) ->
      some VisualEffect
  ) -> some View {
    transition(EmptyVisualEffect(), .identity).applied(to: self)
  }
}
