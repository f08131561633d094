/// Tabs as pages swiped through, with a row of dots for the index.
///
/// ```swift
/// TabView { ForEach(photos) { PhotoView($0) } }.tabViewStyle(PageTabViewStyle())
/// ```
public struct PageTabViewStyle: TabViewStyle, BuiltinStyle {
  /// When the page index is shown.
  public struct IndexDisplayMode: Sendable {
    let name: Keyword
    /// As the platform chooses: shown when there are two pages or more.
    public static let automatic = IndexDisplayMode(name: .automatic)
    /// Always shown.
    public static let always = IndexDisplayMode(name: .always)
    /// Never shown.
    public static let never = IndexDisplayMode(name: .never)
  }

  let indexDisplayMode: IndexDisplayMode

  /// Pages with the index shown as `indexDisplayMode` says.
  ///
  /// ```swift
  /// PageTabViewStyle(indexDisplayMode: .always)
  /// ```
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  nonisolated package var styleName: Keyword { .page }
}
