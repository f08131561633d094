/// The size of a sidebar's rows.
///
/// ```swift
/// List { … }.environment(\.sidebarRowSize, .large)
/// ```
public enum SidebarRowSize: Hashable, Sendable, CaseIterable {
  /// Small rows.
  case small
  /// Medium rows, the default.
  case medium
  /// Large rows.
  case large
}
