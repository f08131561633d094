/// How prominent a section header is: standard, or increased (larger and bolder).
///
/// ```swift
/// List { Section("Today") { … } }.headerProminence(.increased)
/// ```
public enum Prominence: Hashable, Sendable {
  /// The standard prominence.
  case standard
  /// Increased prominence.
  case increased
}

extension EnvironmentValues {
  /// The prominence of section headers here.
  ///
  /// ```swift
  /// @Environment(\.headerProminence) private var prominence
  /// ```
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

private enum HeaderProminenceKey: EnvironmentKey {
  static let defaultValue = Prominence.standard
}

extension View {
  /// Sets the prominence of the section headers in this view; set in the environment.
  ///
  /// ```swift
  /// Section("Favorites") { … }.headerProminence(.increased)
  /// ```
  public consuming func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}
