/// UIKit's text size trait, for code that converts it with `DynamicTypeSize(_:)` or back.
///
/// ```swift
/// DynamicTypeSize(UIContentSizeCategory.extraLarge)   // .xLarge
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// UIKit's name of the size.
  public let rawValue: String

  /// The size UIKit names `rawValue`.
  ///
  /// ```swift
  /// UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")   // .large
  /// ```
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not known.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The fifth, largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { DynamicTypeSize(self)?.isAccessibilitySize ?? false }

  /// The category of a Dynamic Type size.
  ///
  /// ```swift
  /// UIContentSizeCategory(DynamicTypeSize.xSmall)   // .extraSmall
  /// ```
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    self = Self.pairs.first { $0.size == dynamicTypeSize }?.category ?? .unspecified
  }

  /// Each category with the Dynamic Type size it is, smallest first.
  fileprivate static let pairs: [(category: UIContentSizeCategory, size: DynamicTypeSize)] = [
    (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large),
    (.extraLarge, .xLarge), (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge),
    (.accessibilityMedium, .accessibility1), (.accessibilityLarge, .accessibility2),
    (.accessibilityExtraLarge, .accessibility3), (.accessibilityExtraExtraLarge, .accessibility4),
    (.accessibilityExtraExtraExtraLarge, .accessibility5),
  ]
}

extension DynamicTypeSize {
  /// The Dynamic Type size of a UIKit category, or `nil` when it is unspecified or unknown.
  ///
  /// ```swift
  /// DynamicTypeSize(UIContentSizeCategory.accessibilityMedium)   // .accessibility1
  /// ```
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let size = UIContentSizeCategory.pairs.first(where: { $0.category == uiSizeCategory })
    else { return nil }
    self = size.size
  }
}
