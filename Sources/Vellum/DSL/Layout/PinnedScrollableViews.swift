import Foundation

/// Which kinds of section views stay pinned while a lazy stack or grid scrolls; recorded.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The kinds' bits.
  public let rawValue: UInt32

  /// Kinds from their bits.
  ///
  /// ```swift
  /// PinnedScrollableViews(rawValue: 1)
  /// ```
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
