/// How the corners of a rounded rectangle are drawn; Vellum draws both as circular arcs.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Smooth corners (drawn as quarter circles).
  case continuous
}
