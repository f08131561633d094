extension EnvironmentValues {
  /// The document the views inside a `DocumentGroup`'s editor edit; `nil` elsewhere.
  ///
  /// ```swift
  /// @Environment(\.documentConfiguration) private var configuration
  /// ```
  public var documentConfiguration: DocumentConfiguration? {
    get { self[DocumentConfigurationKey.self] }
    set { self[DocumentConfigurationKey.self] = newValue }
  }
}

private enum DocumentConfigurationKey: EnvironmentKey {
  static var defaultValue: DocumentConfiguration? { nil }
}
