/// Sections as full-width groups on a grouped background.
///
/// ```swift
/// List { Section { … } }.listStyle(.grouped)
/// ```
public struct GroupedListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// GroupedListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections as full-width groups on a grouped background.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
