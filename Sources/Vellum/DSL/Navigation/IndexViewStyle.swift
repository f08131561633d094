/// How the index of a paged view is drawn: the dots of a page-style `TabView`.
///
/// ```swift
/// TabView { … }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
/// ```
public protocol IndexViewStyle {}

extension View {
  /// Sets how the page index of the paged views inside is drawn; accepted (renderings draw
  /// the dots on the page without a backing).
  ///
  /// ```swift
  /// Onboarding().indexViewStyle(.page(backgroundDisplayMode: .always))
  /// ```
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    self
  }
}
