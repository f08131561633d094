/// A style that draws a button and decides when its action runs: its body calls
/// `configuration.trigger()`, typically from a `Button(configuration)` or a tap gesture.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button(configuration).bold()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a button from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}
