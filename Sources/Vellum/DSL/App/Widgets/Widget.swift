/// A widget's declaration: its configuration. Widgets live on the Home Screen, outside the app,
/// so Vellum hosts none; the protocol is here so a widget's declaration compiles beside the
/// app's views, whose previews Vellum does render.
///
/// ```swift
/// struct StreakWidget: Widget {
///   var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
/// }
/// ```
@MainActor @preconcurrency
public protocol Widget {
  /// The widget's configuration.
  associatedtype Body: WidgetConfiguration

  /// Makes the widget.
  init()

  /// The widget's configuration.
  var body: Body { get }
}
