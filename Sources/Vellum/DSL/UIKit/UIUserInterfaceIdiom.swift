/// The kind of interface a device has.
///
/// ```swift
/// UIDevice.current.userInterfaceIdiom == .phone   // true
/// ```
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone.
  case phone
  /// An iPad.
  case pad
  /// Apple TV.
  case tv
  /// CarPlay.
  case carPlay
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision
}
