import Foundation

/// The conditions a screen is rendered in: appearance, text size, language and direction,
/// size classes, device width and accessibility settings. A variant sets these environment
/// values before the view mounts, so the app sees them as it would on a device; its `name`
/// names the snapshot it makes.
///
/// Renderings follow it: HTML in the dark palette for `.dark` (and `dir="rtl"` for a
/// right-to-left direction); text at the device's width (8 points a column), mirrored right to
/// left (stacks, alignments, padding edges, row controls, chevrons; each text still reads left
/// to right), and at larger text sizes on a narrower screen in the same proportion as iOS's
/// type ramp enlarges body text, so text wraps sooner (`.accessibility3` makes a 49-cell screen
/// 20 cells wide).
///
/// ```swift
/// let host = ViewHost(ContentView(), variant: .dark)
/// assertSnapshot(of: ContentView(), as: .text, variants: [.light, .dark, .largeText, .rightToLeft])
/// ```
public struct Variant: Sendable {
  /// The variant's name, used in snapshot names: `light`, `dark`, `iPhoneSE`.
  public var name: String
  /// The appearance.
  public var colorScheme: ColorScheme?
  /// The text size.
  public var dynamicTypeSize: DynamicTypeSize?
  /// The locale (its language's direction sets the layout direction unless one is given).
  public var locale: Locale?
  /// The layout direction.
  public var layoutDirection: LayoutDirection?
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// The device, for its width and size classes.
  public var device: Device?
  /// Whether Reduce Motion is on.
  public var reduceMotion: Bool?
  /// Whether Differentiate Without Color is on.
  public var differentiateWithoutColor: Bool?

  /// A variant with the given settings; those left `nil` keep the host's defaults.
  ///
  /// ```swift
  /// Variant(name: "arabic-dark", colorScheme: .dark, locale: Locale(identifier: "ar"))
  /// ```
  public init(
    name: String, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
    locale: Locale? = nil, layoutDirection: LayoutDirection? = nil,
    horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil, device: Device? = nil,
    reduceMotion: Bool? = nil, differentiateWithoutColor: Bool? = nil
  ) {
    self.name = name
    self.colorScheme = colorScheme
    self.dynamicTypeSize = dynamicTypeSize
    self.locale = locale
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.device = device
    self.reduceMotion = reduceMotion
    self.differentiateWithoutColor = differentiateWithoutColor
  }

  /// The light appearance.
  public static let light = Variant(name: "light", colorScheme: .light)
  /// The dark appearance.
  public static let dark = Variant(name: "dark", colorScheme: .dark)
  /// The largest text size that is not an accessibility size.
  public static let largeText = Variant(name: "xxxLarge", dynamicTypeSize: .xxxLarge)
  /// The largest accessibility text size.
  public static let largestText = Variant(name: "accessibility5", dynamicTypeSize: .accessibility5)
  /// A right-to-left language (Arabic).
  public static let rightToLeft = Variant(name: "rtl", locale: Locale(identifier: "ar"))
  /// Reduce Motion on.
  public static let reducedMotion = Variant(name: "reduceMotion", reduceMotion: true)

  /// The named variants: the appearances, text sizes, direction, reduced motion and devices.
  public static let presets: [Variant] =
    [light, dark, largeText, largestText, rightToLeft, reducedMotion]
    + [Device.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPadPortrait, .iPadLandscape].map(device)

  /// The preset with `name` (`dark`, `rtl`, `iPhoneSE`, …), or `nil` when none has it.
  ///
  /// ```swift
  /// Variant.named("dark")?.colorScheme   // .dark
  /// ```
  public static func named(_ name: String) -> Variant? {
    presets.first { $0.name == name }
  }

  /// A variant for a device: its width and size classes.
  ///
  /// ```swift
  /// Variant.device(.iPadPortrait)
  /// ```
  public static func device(_ device: Device) -> Variant {
    Variant(name: device.name, device: device)
  }

  /// This variant with `other`'s settings over it, named by both.
  ///
  /// ```swift
  /// Variant.dark.combined(with: .largeText)   // "dark-xxxLarge"
  /// ```
  public func combined(with other: Variant) -> Variant {
    Variant(
      name: name + "-" + other.name, colorScheme: other.colorScheme ?? colorScheme,
      dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize, locale: other.locale ?? locale,
      layoutDirection: other.layoutDirection ?? layoutDirection,
      horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
      verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
      device: other.device ?? device, reduceMotion: other.reduceMotion ?? reduceMotion,
      differentiateWithoutColor: other.differentiateWithoutColor ?? differentiateWithoutColor)
  }

  /// Sets the variant's values in `environment`.
  ///
  /// ```swift
  /// var environment = EnvironmentValues()
  /// Variant.dark.apply(to: &environment)
  /// ```
  public func apply(to environment: inout EnvironmentValues) {
    if let colorScheme { environment.colorScheme = colorScheme }
    if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
    if let locale {
      environment.locale = locale
      if let language = locale.language.languageCode?.identifier {
        environment.layoutDirection =
          Locale.Language(identifier: language).characterDirection == .rightToLeft
          ? .rightToLeft : .leftToRight
      }
    }
    if let layoutDirection { environment.layoutDirection = layoutDirection }
    if let device {
      environment.screenWidth = device.width
      environment.screenFrame = (device.height, device.safeAreaInsets)
      environment.horizontalSizeClass = device.horizontalSizeClass
      environment.verticalSizeClass = device.verticalSizeClass
    }
    if let horizontalSizeClass { environment.horizontalSizeClass = horizontalSizeClass }
    if let verticalSizeClass { environment.verticalSizeClass = verticalSizeClass }
    if let reduceMotion { environment.accessibilityReduceMotion = reduceMotion }
    if let differentiateWithoutColor {
      environment.accessibilityDifferentiateWithoutColor = differentiateWithoutColor
    }
  }
}

extension ViewHost {
  /// Mounts `view` in `variant`: its environment values set before the first evaluation.
  ///
  /// ```swift
  /// let host = ViewHost(ContentView(), variant: .dark.combined(with: .device(.iPhoneSE)))
  /// ```
  public convenience init<V: View>(
    _ view: V, variant: Variant, environment: EnvironmentValues = EnvironmentValues()
  ) {
    var environment = environment
    variant.apply(to: &environment)
    self.init(view, environment: environment)
  }

  /// Mounts a view known only as `any View` (a preview split from its provider, an
  /// interpreted view), in `variant` when one is given.
  ///
  /// ```swift
  /// let host = ViewHost(view, variant: nil)
  /// ```
  package convenience init(_ view: any View, variant: Variant?) {
    var environment = EnvironmentValues()
    variant?.apply(to: &environment)
    self.init(AnyView(view), environment: environment)
  }
}
