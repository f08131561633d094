/// Rows as cards (watchOS's look), drawn as plain rows.
///
/// ```swift
/// List { … }.listStyle(.carousel)
/// ```
public struct CarouselListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// CarouselListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .carousel }
}

extension ListStyle where Self == CarouselListStyle {
  /// Rows as cards (watchOS's look), drawn as plain rows.
  public static var carousel: CarouselListStyle { CarouselListStyle() }
}
