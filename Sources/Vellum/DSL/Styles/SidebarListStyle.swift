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
