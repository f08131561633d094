/// How lists are drawn: plain rows, grouped or inset grouped sections, or a sidebar. Vellum draws the built-in styles; as in SwiftUI, a list style cannot be defined outside.
///
/// ```swift
/// List { … }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {}

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

/// Rows edge to edge, with no section backgrounds.
///
/// ```swift
/// List(items) { … }.listStyle(.plain)
/// ```
public struct PlainListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// PlainListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .plain }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge, with no section backgrounds.
  public static var plain: PlainListStyle { PlainListStyle() }
}

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

/// Sections as rounded groups inset from the edges.
///
/// ```swift
/// List { Section { … } }.listStyle(.insetGrouped)
/// ```
public struct InsetGroupedListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// InsetGroupedListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as rounded groups inset from the edges.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// Rows inset from the edges, with no section backgrounds.
///
/// ```swift
/// List(items) { … }.listStyle(.inset)
/// ```
public struct InsetListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// InsetListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .inset }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges, with no section backgrounds.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// A sidebar: sections whose headers collapse them.
///
/// ```swift
/// List { … }.listStyle(.sidebar)
/// ```
public struct SidebarListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// SidebarListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .sidebar }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar: sections whose headers collapse them.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

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

extension View {
  /// Draws the lists in the view with a style; the innermost style wins.
  ///
  /// ```swift
  /// List(recipes) { … }.listStyle(.plain)
  /// ```
  public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.list, style))
  }
}
