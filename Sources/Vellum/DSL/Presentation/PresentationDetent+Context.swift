import Foundation
import VellumLayout

extension PresentationDetent {
  /// What a custom detent computes its height from: the height of the sheet's large detent on
  /// the host's screen, and the environment where the detents are set.
  ///
  /// ```swift
  /// static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.3 }
  /// ```
  @dynamicMemberLookup
  public struct Context {
    /// The height of the large detent: the tallest a sheet can be on this screen (783 points
    /// on a 6.1-inch iPhone).
    public let maxDetentValue: CGFloat
    private let environment: EnvironmentValues

    /// The context of detents set in `environment`: the screen is the device its host's
    /// variant set, or a 6.1-inch iPhone.
    init(environment: EnvironmentValues) {
      var screen = Screen.iPhone15
      if let frame = environment.screenFrame {
        screen.size.height = frame.height
        screen.safeArea = frame.safeArea
      }
      maxDetentValue = CGFloat(screen.largeDetentHeight)
      self.environment = environment
    }

    /// An environment value where the detents are set.
    ///
    /// ```swift
    /// context.verticalSizeClass == .compact ? nil : 200
    /// ```
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }
}
