/// The leading or trailing edge, for `safeAreaInset(edge:)`; `Codable`, as SwiftUI's is.
///
/// ```swift
/// .safeAreaInset(edge: .leading) { Sidebar() }
/// ```
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
