import Foundation

/// The parts of a view a gesture applies to.
///
/// ```swift
/// .gesture(drag, including: .gesture)
/// ```
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt32

  /// A mask from its bits.
  ///
  /// ```swift
  /// GestureMask(rawValue: 1)
  /// ```
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No gestures.
  public static let none: GestureMask = []
  /// The view's own gesture.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The gestures of the views inside.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}
