import Foundation

/// Where scrolling comes to rest.
///
/// ```swift
/// .scrollTargetBehavior(.viewAligned)
/// ```
public protocol ScrollTargetBehavior {}
