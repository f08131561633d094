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
  public init() { tint = nil }

  /// The style with its progress bar in `tint` (iOS 14's form; `.tint(_:)` on the view is the current
  /// one), drawn as the style under that tint.
  ///
  /// ```swift
  /// ProgressView(value: 0.4).progressViewStyle(LinearProgressViewStyle(tint: .green))
  /// ```
  public init(tint: Color) { self.tint = tint }

  /// The style's own tint, if it has one.
  let tint: Color?
  nonisolated package var drawsByName: Bool { tint == nil }
  nonisolated package var styleName: Keyword { .linear }
  /// The progress view in this style.
  public func makeBody(configuration: Configuration) -> some View {
    if let tint {
      ProgressView(configuration).progressViewStyle(LinearProgressViewStyle()).tint(tint)
    } else {
      ProgressView(configuration).progressViewStyle(LinearProgressViewStyle())
    }
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
