extension EnvironmentValues {
  /// Whether an assistive technology such as VoiceOver is running: `false` unless set (a
  /// preview can set it to show what such a user sees).
  ///
  /// ```swift
  /// @Environment(\.accessibilityEnabled) private var accessibilityEnabled
  /// ```
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// Whether the person asked for flashing lights to be dimmed: `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityDimFlashingLights) private var dimsFlashingLights
  /// ```
  public var accessibilityDimFlashingLights: Bool {
    get { self[DimFlashingLightsKey.self] }
    set { self[DimFlashingLightsKey.self] = newValue }
  }

  /// Whether the display's colors are inverted: `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityInvertColors) private var invertsColors
  /// ```
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether the large content viewer is on: `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityLargeContentViewerEnabled) private var largeContentViewer
  /// ```
  public var accessibilityLargeContentViewerEnabled: Bool {
    get { self[LargeContentViewerKey.self] }
    set { self[LargeContentViewerKey.self] = newValue }
  }

  /// Whether animated images play: `true` unless the person turned them off.
  ///
  /// ```swift
  /// @Environment(\.accessibilityPlayAnimatedImages) private var playsAnimatedImages
  /// ```
  public var accessibilityPlayAnimatedImages: Bool {
    get { self[PlayAnimatedImagesKey.self] }
    set { self[PlayAnimatedImagesKey.self] = newValue }
  }

  /// Whether quick actions are on (watchOS): `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityQuickActionsEnabled) private var quickActions
  /// ```
  public var accessibilityQuickActionsEnabled: Bool {
    get { self[QuickActionsKey.self] }
    set { self[QuickActionsKey.self] = newValue }
  }

  /// Whether buttons show their shapes: `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilityShowButtonShapes) private var showsButtonShapes
  /// ```
  public var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }

  /// Whether Switch Control is running: `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
  /// ```
  public var accessibilitySwitchControlEnabled: Bool {
    get { self[SwitchControlKey.self] }
    set { self[SwitchControlKey.self] = newValue }
  }

  /// Whether the display is dimmed to save power (an always-on display): `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.isLuminanceReduced) private var isLuminanceReduced
  /// ```
  public var isLuminanceReduced: Bool {
    get { self[LuminanceReducedKey.self] }
    set { self[LuminanceReducedKey.self] = newValue }
  }

  /// Whether the screen is being captured (recorded, mirrored): `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.isSceneCaptured) private var isSceneCaptured
  /// ```
  public var isSceneCaptured: Bool {
    get { self[SceneCapturedKey.self] }
    set { self[SceneCapturedKey.self] = newValue }
  }

  /// Whether the app can open several windows: `false`, as on an iPhone, unless set.
  ///
  /// ```swift
  /// @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
  /// ```
  public var supportsMultipleWindows: Bool {
    get { self[MultipleWindowsKey.self] }
    set { self[MultipleWindowsKey.self] = newValue }
  }
}

private enum AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private enum InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private enum LargeContentViewerKey: EnvironmentKey { static let defaultValue = false }
private enum PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private enum QuickActionsKey: EnvironmentKey { static let defaultValue = false }
private enum ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private enum SwitchControlKey: EnvironmentKey { static let defaultValue = false }
private enum LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private enum SceneCapturedKey: EnvironmentKey { static let defaultValue = false }
private enum MultipleWindowsKey: EnvironmentKey { static let defaultValue = false }
