/// How control groups are drawn; Vellum draws them side by side and records the style.
///
/// ```swift
/// ControlGroup { … }.controlGroupStyle(.navigation)
/// ```
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a control group from its configuration.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   HStack { configuration.content }
  /// }
  /// ```
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = ControlGroupStyleConfiguration
}
