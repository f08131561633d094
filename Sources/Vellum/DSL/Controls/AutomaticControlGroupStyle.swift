/// The platform's default control group look.
///
/// ```swift
/// AutomaticControlGroupStyle()
/// ```
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// AutomaticControlGroupStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's default look.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
