/// A widget configuration that configures nothing.
///
/// ```swift
/// var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
/// ```
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  /// An empty configuration.
  ///
  /// ```swift
  /// EmptyWidgetConfiguration()
  /// ```
  public init() {}

  /// An empty configuration is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
