/// The text size a person chose, from extra small to the largest accessibility size. Vellum's
/// default is `.large`, the platform's.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var typeSize
/// if typeSize.isAccessibilitySize { VStack { … } } else { HStack { … } }
/// ```
public enum DynamicTypeSize: Comparable, Hashable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth, largest accessibility size.
  case accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// How much larger than `.large` body text is at this size, as iOS's type ramp scales it.
  package var scale: Double {
    switch self {
    case .xSmall: 14.0 / 17
    case .small: 15.0 / 17
    case .medium: 16.0 / 17
    case .large: 1
    case .xLarge: 19.0 / 17
    case .xxLarge: 21.0 / 17
    case .xxxLarge: 23.0 / 17
    case .accessibility1: 28.0 / 17
    case .accessibility2: 33.0 / 17
    case .accessibility3: 40.0 / 17
    case .accessibility4: 47.0 / 17
    case .accessibility5: 53.0 / 17
    }
  }
}
