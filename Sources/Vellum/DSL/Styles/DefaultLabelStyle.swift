/// The platform's default label look: title and icon.
///
/// ```swift
/// Label("Inbox", systemImage: "tray").labelStyle(.automatic)
/// ```
public struct DefaultLabelStyle: LabelStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The label, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default label look.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
