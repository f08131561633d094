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
  package var styleName: Keyword { .automatic }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's default look.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
