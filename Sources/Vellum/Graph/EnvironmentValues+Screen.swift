extension EnvironmentValues {
  /// The width of the host's screen in points, when a variant sets a device: text renderings
  /// and geometry measurements use it (at 8 points a column) instead of 40 cells.
  package var screenWidth: Double? {
    get { self[ScreenWidthKey.self] }
    set { self[ScreenWidthKey.self] = newValue }
  }
}

private enum ScreenWidthKey: EnvironmentKey {
  static var defaultValue: Double? { nil }
}
