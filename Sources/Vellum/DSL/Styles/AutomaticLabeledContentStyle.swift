/// The platform's default labeled content view look.
///
/// ```swift
/// AutomaticLabeledContentStyle()
/// ```
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// AutomaticLabeledContentStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The labeled content view, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The platform's default labeled content view look.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
