/// The widgets a widget extension offers.
///
/// ```swift
/// struct AppWidgets: WidgetBundle {
///   var body: some Widget { StreakWidget() }
/// }
/// ```
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The widgets.
  associatedtype Body: Widget

  /// Makes the bundle.
  init()

  /// The widgets.
  @WidgetBundleBuilder var body: Body { get }
}
