/// Navigation bar settings, named as in SwiftUI.
///
/// ```swift
/// .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline)
/// ```
public enum NavigationBarItem {
  /// How the navigation title is displayed.
  ///
  /// ```swift
  /// .navigationBarTitleDisplayMode(.large)
  /// ```
  public enum TitleDisplayMode: String, Sendable {
    /// Inherit from the previous screen.
    case automatic
    /// A small title in the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}
