/// Builds a widget bundle's widgets.
///
/// ```swift
/// var body: some Widget {
///   StreakWidget()
///   GoalWidget()
/// }
/// ```
@resultBuilder
@MainActor
public enum WidgetBundleBuilder {
  /// One widget as it is.
  public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }

  /// Several widgets.
  public static func buildBlock<each Content: Widget>(_ content: repeat each Content)
    -> some Widget
  {
    WidgetList()
  }

  /// A widget there only when a condition holds.
  public static func buildOptional<Content: Widget>(_ content: Content?) -> some Widget {
    WidgetList()
  }

  /// A widget inside `if #available`, whose configuration is type-erased.
  public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> some Widget {
    LimitedAvailabilityWidget()
  }
}

/// Widgets the builder groups: nothing a host shows.
struct WidgetList: Widget {
  var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A widget listed inside `if #available`: nothing a host shows.
struct LimitedAvailabilityWidget: Widget {
  var body: LimitedAvailabilityConfiguration { LimitedAvailabilityConfiguration() }
}
