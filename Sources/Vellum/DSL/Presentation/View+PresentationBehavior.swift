/// iOS 16.4's presentation settings, written inside a sheet or popover's content. A host
/// draws a popover as a sheet and a sheet over a dimmed screen whatever they say, so they are
/// accepted.
extension View {
  /// Sets a view as the background of the sheet this content is in; accepted (renderings draw
  /// the sheet's own background).
  ///
  /// ```swift
  /// Details().presentationBackground { LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom) }
  /// ```
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    self
  }

  /// Sets whether the screen behind the sheet can be used; accepted (a host's interactions
  /// act on the sheet while it is presented).
  ///
  /// ```swift
  /// MapControls().presentationBackgroundInteraction(.enabled)
  /// ```
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    self
  }

  /// Sets how the presentation adapts on an iPhone; accepted (a popover draws as a sheet).
  ///
  /// ```swift
  /// Tips().presentationCompactAdaptation(.popover)
  /// ```
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }

  /// Sets how the presentation adapts in compact widths and heights; accepted.
  ///
  /// ```swift
  /// Tips().presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
  /// ```
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    self
  }

  /// Sets what a swipe on the sheet's content does first; accepted (a host has no swipes on
  /// sheets).
  ///
  /// ```swift
  /// Results().presentationContentInteraction(.scrolls)
  /// ```
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    self
  }
}
