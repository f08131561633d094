extension EnvironmentValues {
  /// The width of the host's screen in points, when a variant sets a device: text renderings
  /// and geometry measurements use it (at 8 points a column) instead of a 6.1-inch iPhone's 393
  /// points.
  package var screenWidth: Double? {
    get { self[ScreenWidthKey.self] }
    set { self[ScreenWidthKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// The height of the host's screen and the insets of its safe area, in points, when a
  /// variant sets a device: the point layout uses them instead of a 6.1-inch iPhone's.
  package var screenFrame: (height: Double, safeArea: EdgeInsets)? {
    get { self[ScreenFrameKey.self] }
    set { self[ScreenFrameKey.self] = newValue }
  }
}

private enum ScreenFrameKey: EnvironmentKey {
  static var defaultValue: (height: Double, safeArea: EdgeInsets)? { nil }
}

private enum ScreenWidthKey: EnvironmentKey {
  static var defaultValue: Double? { nil }
}
