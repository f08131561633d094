extension View {
  /// Shows the preview in `context`. No effect in Vellum's gallery: the contexts SwiftUI
  /// offers are WidgetKit's (a widget family), and Vellum previews views, not widgets.
  ///
  /// ```swift
  /// StreakView().previewContext(WidgetPreviewContext(family: .systemSmall))
  /// ```
  public func previewContext<C: PreviewContext>(_ context: C) -> some View { self }
}
