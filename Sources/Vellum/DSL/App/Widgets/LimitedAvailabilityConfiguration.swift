/// The configuration of a widget a bundle lists inside `if #available`: type-erased, so the
/// bundle's type is the same on every system version. SwiftUI makes it; apps do not.
///
/// ```swift
/// var body: some Widget {
///   StreakWidget()
///   if #available(iOS 17, *) { InteractiveWidget() }  // LimitedAvailabilityConfiguration
/// }
/// ```
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
  init() {}

  /// A limited-availability configuration is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
