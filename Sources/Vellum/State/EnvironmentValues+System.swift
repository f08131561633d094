import Foundation

/// The system's environment values that apps read, with Vellum's fixed defaults (an iPhone in
/// portrait, light, at the default text size, with no accessibility settings on), each
/// settable with `.environment(\.key, value)`.
extension EnvironmentValues {
  /// Whether the scene is active, inactive or in the background: the host's phase
  /// (`host.setScenePhase(_:)`, active at first) unless set.
  ///
  /// ```swift
  /// @Environment(\.scenePhase) private var scenePhase
  /// ```
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Light or dark appearance: light unless set.
  ///
  /// ```swift
  /// @Environment(\.colorScheme) private var colorScheme
  /// ```
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The text size: `.large` unless set.
  ///
  /// ```swift
  /// @Environment(\.dynamicTypeSize) private var typeSize
  /// ```
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The horizontal size class: compact unless set.
  ///
  /// ```swift
  /// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  /// ```
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class: regular unless set.
  ///
  /// ```swift
  /// @Environment(\.verticalSizeClass) private var verticalSizeClass
  /// ```
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Whether the view is in a presented sheet, cover, popover, alert or dialog, or on a screen
  /// pushed onto a navigation stack.
  ///
  /// ```swift
  /// @Environment(\.isPresented) private var isPresented
  /// ```
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// Whether the person asked for less motion: false unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityReduceMotion) private var reduceMotion
  /// ```
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the person asked not to rely on color alone: false unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
  /// ```
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether VoiceOver is running: false unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
  /// ```
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverKey.self] }
    set { self[VoiceOverKey.self] = newValue }
  }

  /// Whether the person asked for less transparency: false unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
  /// ```
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Pixels per point: 3, an iPhone's, unless set.
  ///
  /// ```swift
  /// @Environment(\.displayScale) private var displayScale
  /// ```
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The direction text and layouts run: left to right unless set.
  ///
  /// ```swift
  /// @Environment(\.layoutDirection) private var layoutDirection
  /// ```
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The smallest height of a list row, in points: 44 unless set.
  ///
  /// ```swift
  /// List { … }.environment(\.defaultMinListRowHeight, 60)
  /// ```
  public var defaultMinListRowHeight: CGFloat {
    get { self[MinListRowHeightKey.self] }
    set { self[MinListRowHeightKey.self] = newValue }
  }
}

private enum ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

private enum ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private enum DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

private enum HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private enum VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

private enum IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

private enum ReduceMotionKey: EnvironmentKey {
  static let defaultValue = false
}

private enum DifferentiateWithoutColorKey: EnvironmentKey {
  static let defaultValue = false
}

private enum VoiceOverKey: EnvironmentKey {
  static let defaultValue = false
}

private enum ReduceTransparencyKey: EnvironmentKey {
  static let defaultValue = false
}

private enum DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 3
}

private enum LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

private enum MinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 44
}
