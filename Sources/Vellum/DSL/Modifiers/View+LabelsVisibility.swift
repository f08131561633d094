extension View {
  /// Hides the labels of the controls in the view (toggles, pickers, steppers, sliders, date
  /// and color pickers, gauges, labeled content); each keeps its label as its accessibility
  /// name, and interactions still find the control by it.
  ///
  /// ```swift
  /// Picker("Sort by", selection: $sort) { … }.labelsHidden()
  /// ```
  public consuming func labelsHidden() -> some View {
    labelsVisibility(.hidden)
  }

  /// Shows or hides the labels of the controls in the view; `.automatic` and `.visible` show
  /// them.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $isOn).labelsVisibility(.hidden)
  /// ```
  public consuming func labelsVisibility(_ visibility: Visibility) -> some View {
    modifier(EnvironmentWriter(keyPath: \.labelsVisibility, value: visibility))
  }
}

extension EnvironmentValues {
  /// Whether the controls in the view show their labels, as `labelsVisibility(_:)` and
  /// `labelsHidden()` set it; `.automatic` by default.
  ///
  /// ```swift
  /// @Environment(\.labelsVisibility) private var labelsVisibility
  /// ```
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}

private enum LabelsVisibilityKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}
