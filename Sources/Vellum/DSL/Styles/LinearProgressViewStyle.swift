/// Progress drawn as a bar, filled when determinate.
///
/// ```swift
/// ProgressView(value: upload.fraction).progressViewStyle(.linear)
/// ```
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinStyle {
  /// The linear style.
  ///
  /// ```swift
  /// LinearProgressViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .linear }
  /// The progress view in this style.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
