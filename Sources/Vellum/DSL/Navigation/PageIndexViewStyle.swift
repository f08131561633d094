/// A page index drawn as a row of dots, with or without a backing behind them.
///
/// ```swift
/// .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .interactive))
/// ```
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots get a backing.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    private let name: String

    /// The platform's choice.
    public static let automatic = Self(name: "automatic")
    /// While the index is being interacted with.
    public static let interactive = Self(name: "interactive")
    /// Always.
    public static let always = Self(name: "always")
    /// Never.
    public static let never = Self(name: "never")
  }

  /// The dots, backed as `backgroundDisplayMode` says.
  ///
  /// ```swift
  /// PageIndexViewStyle(backgroundDisplayMode: .always)
  /// ```
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Dots, backed as the platform chooses.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Dots, backed as `backgroundDisplayMode` says.
  ///
  /// ```swift
  /// .indexViewStyle(.page(backgroundDisplayMode: .always))
  /// ```
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}
