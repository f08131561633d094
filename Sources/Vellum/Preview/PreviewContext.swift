/// Values a preview is shown with, read by key: WidgetKit's `WidgetPreviewContext` picks a
/// widget family this way.
///
/// ```swift
/// StreakView().previewContext(WidgetPreviewContext(family: .systemSmall))
/// ```
public protocol PreviewContext {
  /// The value of `key` in this context.
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}
