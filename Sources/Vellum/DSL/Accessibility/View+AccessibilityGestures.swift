import Foundation

/// The VoiceOver gestures a view can answer besides activation: adjusting, scrolling and
/// zooming. Each is a named accessibility action a host performs with
/// `performAccessibilityAction(_:on:)`: `increment` and `decrement`; `scroll top`,
/// `scroll bottom`, `scroll leading` and `scroll trailing`; `zoom in` and `zoom out`.
extension View {
  /// Makes the view adjustable: VoiceOver's swipes up and down call `handler`.
  ///
  /// ```swift
  /// RatingView(rating: rating).accessibilityAdjustableAction { direction in
  ///   rating += direction == .increment ? 1 : -1
  /// }
  /// ```
  public consuming func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    modifier(AccessibilityActionModifier(name: "increment") { handler(.increment) })
      .modifier(AccessibilityActionModifier(name: "decrement") { handler(.decrement) })
  }

  /// Calls `handler` with the edge VoiceOver's three-finger scroll moves toward.
  ///
  /// ```swift
  /// Carousel().accessibilityScrollAction { edge in page += edge == .trailing ? 1 : -1 }
  /// ```
  public consuming func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> some View
  {
    modifier(AccessibilityActionModifier(name: "scroll top") { handler(.top) })
      .modifier(AccessibilityActionModifier(name: "scroll bottom") { handler(.bottom) })
      .modifier(AccessibilityActionModifier(name: "scroll leading") { handler(.leading) })
      .modifier(AccessibilityActionModifier(name: "scroll trailing") { handler(.trailing) })
  }

  /// Calls `handler` when VoiceOver zooms the view in or out.
  ///
  /// ```swift
  /// Map().accessibilityZoomAction { zoom($0.direction == .zoomIn ? 2 : 0.5) }
  /// ```
  public consuming func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> some View {
    modifier(
      AccessibilityActionModifier(name: "zoom in") {
        handler(AccessibilityZoomGestureAction(direction: .zoomIn))
      }
    )
    .modifier(
      AccessibilityActionModifier(name: "zoom out") {
        handler(AccessibilityZoomGestureAction(direction: .zoomOut))
      })
  }

  /// Adds an accessibility action named by the text of `label`.
  ///
  /// ```swift
  /// Message().accessibilityAction { archive() } label: { Text("Archive") }
  /// ```
  public consuming func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View {
    let name = AccessibilityActionKind(named: Text(verbatim: Self.actionName(of: label())))
    return accessibilityAction(name, action)
  }

  /// Keeps the view's colors when Smart Invert inverts the screen's; accepted (renderings never
  /// invert colors).
  ///
  /// ```swift
  /// Image("photo").accessibilityIgnoresInvertColors()
  /// ```
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    self
  }

  /// Shows the view enlarged in the Large Content Viewer when a person with a large text size
  /// presses and holds it; accepted (a host has no press-and-hold viewer).
  ///
  /// ```swift
  /// TabBarItem().accessibilityShowsLargeContentViewer()
  /// ```
  public func accessibilityShowsLargeContentViewer() -> some View {
    self
  }

  /// Shows `largeContentView` in the Large Content Viewer; accepted.
  ///
  /// ```swift
  /// Icon().accessibilityShowsLargeContentViewer { Label("Home", systemImage: "house") }
  /// ```
  public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    self
  }

  /// The name an action's label view gives it: a text's, or a label's title.
  private static func actionName(of label: some View) -> String {
    if let text = label as? Text { return text.plainText }
    if let labelView = label as? Vellum.Label<Text, Image> { return labelView.title.plainText }
    return String(describing: label)
  }
}
