/// The text size a person chose, iOS 13's name for it (deprecated: `DynamicTypeSize` replaced
/// it). `@Environment(\.sizeCategory)` reads the environment's Dynamic Type size under this
/// name.
///
/// ```swift
/// @Environment(\.sizeCategory) private var sizeCategory
/// if sizeCategory.isAccessibilityCategory { VStack { … } } else { HStack { … } }
/// ```
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The fifth, largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of a UIKit size, or `nil` when it is unspecified or unknown.
  ///
  /// ```swift
  /// ContentSizeCategory(UIContentSizeCategory.extraLarge)   // .extraLarge
  /// ```
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let size = DynamicTypeSize(uiSizeCategory) else { return nil }
    self.init(size)
  }

  /// The category of a Dynamic Type size.
  init(_ size: DynamicTypeSize) {
    self = Self.sizes.first { $0.size == size }?.category ?? .large
  }

  /// The Dynamic Type size of this category.
  var dynamicTypeSize: DynamicTypeSize {
    Self.sizes.first { $0.category == self }?.size ?? .large
  }

  /// Each category with the Dynamic Type size it is: the two run in the same order.
  private static let sizes = zip(allCases, DynamicTypeSize.allCases).map {
    (category: $0, size: $1)
  }
}

extension ContentSizeCategory: Comparable {
  /// Whether `lhs` is a smaller size than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.dynamicTypeSize < rhs.dynamicTypeSize
  }
}

extension EnvironmentValues {
  /// The Dynamic Type size under iOS 13's name: `dynamicTypeSize` read and written as a
  /// ``ContentSizeCategory``.
  ///
  /// ```swift
  /// Text("Preview").environment(\.sizeCategory, .accessibilityLarge)
  /// ```
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
