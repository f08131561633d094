/// The leading or trailing edge, for `safeAreaInset(edge:)`.
///
/// ```swift
/// .safeAreaInset(edge: .leading) { Sidebar() }
/// ```
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
