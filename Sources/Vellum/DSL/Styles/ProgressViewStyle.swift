/// A look for every progress view in a view, drawn from its fraction and labels.
///
/// ```swift
/// struct GaugeProgressStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%").bold()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a progress view from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = ProgressViewStyleConfiguration
}

extension View {
  /// Draws the progress views in the view with a style.
  ///
  /// ```swift
  /// ProgressView(value: 0.5).progressViewStyle(.circular)
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
