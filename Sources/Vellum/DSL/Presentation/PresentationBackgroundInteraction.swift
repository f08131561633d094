/// Whether a person can use the screen behind a sheet while it is presented.
///
/// ```swift
/// MapControls().presentationBackgroundInteraction(.enabled(upThrough: .medium))
/// ```
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  private let name: String
  private let detent: PresentationDetent?

  /// The platform's choice: the screen behind is not usable.
  public static let automatic = Self(name: "automatic", detent: nil)
  /// The screen behind is usable.
  public static let enabled = Self(name: "enabled", detent: nil)
  /// The screen behind is not usable.
  public static let disabled = Self(name: "disabled", detent: nil)

  /// The screen behind is usable while the sheet rests at `detent` or lower.
  ///
  /// ```swift
  /// .presentationBackgroundInteraction(.enabled(upThrough: .medium))
  /// ```
  public static func enabled(upThrough detent: PresentationDetent) -> Self {
    Self(name: "enabled", detent: detent)
  }
}
