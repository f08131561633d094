/// The platform's default list look: inset grouped on iOS.
///
/// ```swift
/// List { … }.listStyle(.automatic)
/// ```
public struct DefaultListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// DefaultListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .automatic }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list look: inset grouped on iOS.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
