import Foundation

/// Rests with a target view aligned to the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one swipe may scroll.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = LimitBehavior(name: "automatic")
    /// One view at a time.
    public static let always = LimitBehavior(name: "always")
    /// As far as the swipe carries.
    public static let never = LimitBehavior(name: "never")
  }

  /// View alignment.
  ///
  /// ```swift
  /// ViewAlignedScrollTargetBehavior(limitBehavior: .always)
  /// ```
  public init(limitBehavior: LimitBehavior = .automatic) {}

  /// Leaves the target where it is: which views are aligned is known to the scroll view
  /// (`scrollTargetLayout()`), not to the behavior, and a host never flings.
  ///
  /// ```swift
  /// ViewAlignedScrollTargetBehavior().updateTarget(&target, context: context)
  /// ```
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// View alignment.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// View alignment with a limit.
  ///
  /// ```swift
  /// .viewAligned(limitBehavior: .never)
  /// ```
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
