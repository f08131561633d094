/// How a presentation adapts where there is little room (an iPhone): as the platform chooses,
/// or as a popover, sheet or full-screen cover.
///
/// ```swift
/// .popover(isPresented: $showsTips) { Tips().presentationCompactAdaptation(.popover) }
/// ```
public struct PresentationAdaptation: Hashable, Sendable {
  private let name: String

  /// The platform's choice: a popover becomes a sheet on an iPhone.
  public static let automatic = Self(name: "automatic")
  /// No adaptation: the presentation keeps its own kind.
  public static let none = Self(name: "none")
  /// A popover.
  public static let popover = Self(name: "popover")
  /// A sheet.
  public static let sheet = Self(name: "sheet")
  /// A cover over the whole screen.
  public static let fullScreenCover = Self(name: "fullScreenCover")
}
