/// A list with a border around it (macOS's look).
///
/// ```swift
/// List { … }.listStyle(.bordered)
/// ```
public struct BorderedListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// BorderedListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .bordered }
}

extension ListStyle where Self == BorderedListStyle {
  /// A list with a border around it (macOS's look).
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}
