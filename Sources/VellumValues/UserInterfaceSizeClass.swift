/// How much horizontal or vertical room a screen has: compact (a phone's width) or regular
/// (a tablet's). Vellum's default is an iPhone in portrait: compact width, regular height.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room.
  case compact
  /// Room to spare.
  case regular
}
