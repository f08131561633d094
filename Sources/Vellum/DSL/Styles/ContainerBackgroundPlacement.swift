/// Where a container background is drawn: behind a widget's content.
///
/// ```swift
/// WidgetView().containerBackground(.fill.tertiary, for: .widget)
/// ```
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  private let name: String

  /// Behind a widget's content, where the system draws it to the widget's shape.
  public static let widget = Self(name: "widget")
}

extension View {
  /// Sets the background a container draws behind this view, such as a widget's; accepted (a
  /// host renders apps, whose views are in no such container).
  ///
  /// ```swift
  /// WidgetView().containerBackground(.blue.gradient, for: .widget)
  /// ```
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    self
  }

  /// Sets a view as the background a container draws behind this view; accepted.
  ///
  /// ```swift
  /// WidgetView().containerBackground(for: .widget) { Color.indigo }
  /// ```
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    self
  }
}
