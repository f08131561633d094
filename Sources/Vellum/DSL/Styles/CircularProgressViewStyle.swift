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
  public init() { tint = nil }

  /// The style with its progress view in `tint` (iOS 14's form; `.tint(_:)` on the view is the current
  /// one), drawn as the style under that tint.
  ///
  /// ```swift
  /// ProgressView(value: 0.4).progressViewStyle(CircularProgressViewStyle(tint: .orange))
  /// ```
  public init(tint: Color) { self.tint = tint }

  /// The style's own tint, if it has one.
  let tint: Color?
  nonisolated package var drawsByName: Bool { tint == nil }
  nonisolated package var styleName: Keyword { .circular }
  /// The progress view in this style.
  public func makeBody(configuration: Configuration) -> some View {
    if let tint {
      ProgressView(configuration).progressViewStyle(CircularProgressViewStyle()).tint(tint)
    } else {
      ProgressView(configuration).progressViewStyle(CircularProgressViewStyle())
    }
  }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
