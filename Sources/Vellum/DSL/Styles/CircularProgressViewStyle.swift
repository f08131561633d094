/// Progress drawn as a ring (a spinner when indeterminate).
///
/// ```swift
/// ProgressView(value: 0.7).progressViewStyle(.circular)
/// ```
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinStyle {
  /// The circular style.
  ///
  /// ```swift
  /// CircularProgressViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .circular }
  /// The progress view in this style.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
