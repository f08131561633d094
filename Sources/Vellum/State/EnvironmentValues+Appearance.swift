import Foundation

extension EnvironmentValues {
  /// The contrast the person asked for: `.standard` on the device Vellum hosts. An app cannot
  /// override it, so it has no setter.
  ///
  /// ```swift
  /// @Environment(\.colorSchemeContrast) private var contrast
  /// ```
  public var colorSchemeContrast: ColorSchemeContrast { .standard }

  /// The weight text is drawn at: `.regular` unless set, as with Bold Text off.
  ///
  /// ```swift
  /// @Environment(\.legibilityWeight) private var weight
  /// ```
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// The length of one pixel in points: `1 / displayScale`, a third of a point on an iPhone.
  ///
  /// ```swift
  /// @Environment(\.pixelLength) private var pixel
  /// Rectangle().frame(height: pixel)   // a hairline
  /// ```
  public var pixelLength: CGFloat { 1 / displayScale }

  /// The prominence of the background behind views here: `.standard` unless set.
  ///
  /// ```swift
  /// @Environment(\.backgroundProminence) private var backgroundProminence
  /// ```
  public var backgroundProminence: BackgroundProminence {
    get { self[BackgroundProminenceKey.self] }
    set { self[BackgroundProminenceKey.self] = newValue }
  }

  /// The material behind views here, when one was set.
  ///
  /// ```swift
  /// @Environment(\.backgroundMaterial) private var material
  /// ```
  public var backgroundMaterial: Material? {
    get { self[BackgroundMaterialKey.self] }
    set { self[BackgroundMaterialKey.self] = newValue }
  }

  /// The background style views here use, when one was set (`backgroundStyle(_:)`).
  ///
  /// ```swift
  /// @Environment(\.backgroundStyle) private var backgroundStyle
  /// ```
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

  /// How content here changes in place: `.identity` unless set (`contentTransition(_:)`).
  ///
  /// ```swift
  /// @Environment(\.contentTransition) private var contentTransition
  /// ```
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }

  /// Whether content transitions here draw through an offscreen group: `false` unless set.
  ///
  /// ```swift
  /// Text(score, format: .number).environment(\.contentTransitionAddsDrawingGroup, true)
  /// ```
  public var contentTransitionAddsDrawingGroup: Bool {
    get { self[DrawingGroupKey.self] }
    set { self[DrawingGroupKey.self] = newValue }
  }

  /// How much of high dynamic range images here may show: `nil` (the platform's choice)
  /// unless set (`allowedDynamicRange(_:)`).
  ///
  /// ```swift
  /// @Environment(\.allowedDynamicRange) private var dynamicRange
  /// ```
  public var allowedDynamicRange: Image.DynamicRange? {
    get { self[DynamicRangeKey.self] }
    set { self[DynamicRangeKey.self] = newValue }
  }

  /// The size of sidebar rows here: `.medium` unless set.
  ///
  /// ```swift
  /// @Environment(\.sidebarRowSize) private var rowSize
  /// ```
  public var sidebarRowSize: SidebarRowSize {
    get { self[SidebarRowSizeKey.self] }
    set { self[SidebarRowSizeKey.self] = newValue }
  }

  /// The smallest height of a list's section headers, in points: `nil` (the list style's)
  /// unless set.
  ///
  /// ```swift
  /// List { … }.environment(\.defaultMinListHeaderHeight, 40)
  /// ```
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[MinListHeaderHeightKey.self] }
    set { self[MinListHeaderHeightKey.self] = newValue }
  }
}

private enum LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = .regular
}

private enum BackgroundProminenceKey: EnvironmentKey {
  static let defaultValue = BackgroundProminence.standard
}

private enum BackgroundMaterialKey: EnvironmentKey {
  static var defaultValue: Material? { nil }
}

private enum BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

private enum ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}

private enum DrawingGroupKey: EnvironmentKey {
  static let defaultValue = false
}

private enum DynamicRangeKey: EnvironmentKey {
  static let defaultValue: Image.DynamicRange? = nil
}

private enum SidebarRowSizeKey: EnvironmentKey {
  static let defaultValue = SidebarRowSize.medium
}

private enum MinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}
