/// The platform's default disclosure group look: a chevron before the label.
///
/// ```swift
/// DisclosureGroup("More") { … }.disclosureGroupStyle(.automatic)
/// ```
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// AutomaticDisclosureGroupStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The group, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(configuration)
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The platform's default disclosure group look.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
