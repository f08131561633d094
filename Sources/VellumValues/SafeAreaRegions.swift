/// The kinds of safe area a view can extend into.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions' bits.
  public let rawValue: UInt

  /// Regions from their bits.
  ///
  /// ```swift
  /// SafeAreaRegions(rawValue: 1)
  /// ```
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area the device and containers (bars) keep clear.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
