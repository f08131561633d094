/// Whether a scene is in the foreground and taking input, visible but inactive, or in the
/// background. A host starts `.active`; `host.setScenePhase(_:)` changes it.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// In the background: not visible.
  case background
  /// Visible but not taking input.
  case inactive
  /// In the foreground, taking input.
  case active
}

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

/// How much horizontal or vertical room a screen has: compact (a phone's width) or regular
/// (a tablet's). Vellum's default is an iPhone in portrait: compact width, regular height.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room.
  case compact
  /// Room to spare.
  case regular
}

/// The direction text and layouts run: left to right (the default) or right to left.
///
/// ```swift
/// @Environment(\.layoutDirection) private var direction
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}
