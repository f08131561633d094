extension View {
  /// Shows or hides the column headers of the tables inside: hidden, a table draws its rows
  /// alone, and its columns cannot be sorted by tapping a header.
  ///
  /// ```swift
  /// Table(people) { … }.tableColumnHeaders(.hidden)
  /// ```
  public consuming func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }
}

extension EnvironmentValues {
  /// Whether the tables here show their column headers: `.automatic` (shown) unless set.
  var tableColumnHeaders: Visibility {
    get { self[TableColumnHeadersKey.self] }
    set { self[TableColumnHeadersKey.self] = newValue }
  }
}

private enum TableColumnHeadersKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}
