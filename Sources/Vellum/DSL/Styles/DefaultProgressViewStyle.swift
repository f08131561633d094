/// The platform's default progress look: a bar when determinate, a spinner when not.
///
/// ```swift
/// ProgressView(value: 0.3).progressViewStyle(.automatic)
/// ```
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultProgressViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The progress view, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default progress look.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
