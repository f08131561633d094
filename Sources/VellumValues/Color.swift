import Foundation

/// A color: a view that fills its space, and a style for foregrounds and backgrounds.
///
/// ```swift
/// Text("Hot").foregroundColor(.red)
/// Color(white: 0.6)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  private enum Storage: Hashable, Sendable {
    case named(String)
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    case white(Double, opacity: Double)
  }

  private var storage: Storage

  private init(_ storage: Storage) { self.storage = storage }

  /// A color from red, green and blue components between 0 and 1, in a color space (Vellum
  /// records every space's components as sRGB).
  ///
  /// ```swift
  /// Color(red: 1, green: 0.5, blue: 0)
  /// Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5)
  /// ```
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    guard colorSpace != .sRGB else {
      storage = .rgb(red: red, green: green, blue: blue, opacity: opacity)
      return
    }
    // Kept as sRGB components, as every rendering paints them.
    let linear = ColorTransfer.linearSRGB(colorSpace, (Float(red), Float(green), Float(blue)))
    storage = .rgb(
      red: Double(ColorTransfer.sRGB(fromLinear: linear.0)),
      green: Double(ColorTransfer.sRGB(fromLinear: linear.1)),
      blue: Double(ColorTransfer.sRGB(fromLinear: linear.2)), opacity: opacity)
  }

  /// A gray between black (0) and white (1), in a color space.
  ///
  /// ```swift
  /// Color(white: 0.6)
  /// ```
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    if colorSpace == .sRGB {
      self.init(.white(white, opacity: opacity))
    } else {
      self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
  }

  /// A color from hue, saturation and brightness between 0 and 1.
  ///
  /// ```swift
  /// Color(hue: 0.6, saturation: 0.8, brightness: 0.9)
  /// ```
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - h.rounded(.down)
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let (red, green, blue) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][
      sector]
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// The color spaces a color's components can be given in.
  ///
  /// ```swift
  /// Color(.displayP3, red: 1, green: 0, blue: 0)
  /// ```
  public enum RGBColorSpace: Hashable, Sendable {
    /// The standard web color space.
    case sRGB
    /// sRGB with linear components.
    case sRGBLinear
    /// Apple's wide-gamut display space.
    case displayP3
  }

  /// A color from the app's asset catalog, kept by name.
  ///
  /// ```swift
  /// Color("BrandBlue")
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) {
    storage = .named(name)
  }

  /// This color with its opacity multiplied by `opacity`.
  ///
  /// ```swift
  /// Color.black.opacity(0.5)
  /// ```
  public func opacity(_ opacity: Double) -> Color {
    switch storage {
    case .named(let name): Color(.named("\(name)(\(formatNumber(opacity)))"))
    case .rgb(let red, let green, let blue, let alpha):
      Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
    case .white(let white, let alpha): Color(white: white, opacity: alpha * opacity)
    }
  }

  /// This color at full opacity.
  ///
  /// ```swift
  /// Color.red.opacity(0.5).opaque  // red
  /// ```
  package var opaque: Color {
    switch storage {
    case .named(let name): Color(.named(String(name.prefix { $0 != "(" })))
    case .rgb(let red, let green, let blue, _): Color(red: red, green: green, blue: blue)
    case .white(let white, _): Color(white: white)
    }
  }

  /// The color as red, green, blue and opacity between 0 and 1, when it is not a named color.
  package var components: (red: Double, green: Double, blue: Double, opacity: Double)? {
    switch storage {
    case .named: nil
    case .rgb(let red, let green, let blue, let opacity): (red, green, blue, opacity)
    case .white(let white, let opacity): (white, white, white, opacity)
    }
  }

  /// The system colors' components in the light appearance (iOS's values), by name: what
  /// mixing resolves a named system color to, and what the HTML palette draws.
  package static let systemComponents = components([
    "black": 0x000000, "white": 0xffffff, "gray": 0x8e8e93, "red": 0xff3b30,
    "orange": 0xff9500, "yellow": 0xffcc00, "green": 0x34c759, "mint": 0x00c7be,
    "teal": 0x30b0c7, "cyan": 0x32ade6, "blue": 0x007aff, "indigo": 0x5856d6,
    "purple": 0xaf52de, "pink": 0xff2d55, "brown": 0xa2845e,
  ])

  /// The system colors' components in the dark appearance (iOS's values), by name; black,
  /// white and gray are the same in both.
  package static let systemDarkComponents = components([
    "black": 0x000000, "white": 0xffffff, "gray": 0x8e8e93, "red": 0xff453a,
    "orange": 0xff9f0a, "yellow": 0xffd60a, "green": 0x30d158, "mint": 0x63e6e2,
    "teal": 0x40c8e0, "cyan": 0x64d2ff, "blue": 0x0a84ff, "indigo": 0x5e5ce6,
    "purple": 0xbf5af2, "pink": 0xff375f, "brown": 0xac8e68,
  ])

  private static func components(
    _ hex: [String: UInt32]
  ) -> [String: (red: Double, green: Double, blue: Double)] {
    hex.mapValues { value in
      (
        Double((value >> 16) & 0xff) / 255, Double((value >> 8) & 0xff) / 255,
        Double(value & 0xff) / 255
      )
    }
  }

  /// The color's components, resolving a named system color to its light-appearance value.
  package var resolvedComponents: (red: Double, green: Double, blue: Double, opacity: Double)? {
    resolvedComponents(dark: false)
  }

  /// The color's components, resolving a named system color to its value in the light or the
  /// dark appearance.
  package func resolvedComponents(
    dark: Bool
  ) -> (red: Double, green: Double, blue: Double, opacity: Double)? {
    if let components { return components }
    let palette = dark ? Self.systemDarkComponents : Self.systemComponents
    guard let name, let system = palette[name] else { return nil }
    return (system.red, system.green, system.blue, 1)
  }

  /// The color's name, for a named color.
  package var name: String? {
    if case .named(let name) = storage { return name }
    return nil
  }

  /// `red`, `white(0.6)`, `rgb(1, 0.5, 0)`, with an opacity when it is not 1.
  public var description: String {
    switch storage {
    case .named(let name):
      return name
    case .white(let white, let opacity):
      return "white(\(formatNumber(white))\(opacity == 1 ? "" : ", \(formatNumber(opacity))"))"
    case .rgb(let red, let green, let blue, let opacity):
      let parts = [red, green, blue] + (opacity == 1 ? [] : [opacity])
      return "rgb(" + parts.map(formatNumber).joined(separator: ", ") + ")"
    }
  }
}

extension Color {
  /// Black.
  public static let black = Color(.named("black"))
  /// White.
  public static let white = Color(.named("white"))
  /// Gray.
  public static let gray = Color(.named("gray"))
  /// Red.
  public static let red = Color(.named("red"))
  /// Orange.
  public static let orange = Color(.named("orange"))
  /// Yellow.
  public static let yellow = Color(.named("yellow"))
  /// Green.
  public static let green = Color(.named("green"))
  /// Mint.
  public static let mint = Color(.named("mint"))
  /// Teal.
  public static let teal = Color(.named("teal"))
  /// Cyan.
  public static let cyan = Color(.named("cyan"))
  /// Blue.
  public static let blue = Color(.named("blue"))
  /// Indigo.
  public static let indigo = Color(.named("indigo"))
  /// Purple.
  public static let purple = Color(.named("purple"))
  /// Pink.
  public static let pink = Color(.named("pink"))
  /// Brown.
  public static let brown = Color(.named("brown"))
  /// No color at all.
  public static let clear = Color(.named("clear"))
  /// The primary content color (black in light mode, white in dark).
  public static let primary = Color(.named("primary"))
  /// The secondary content color.
  public static let secondary = Color(.named("secondary"))
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's accent color. (SwiftUI's name, kept despite the repeated type name.)
  public static let accentColor = Color(.named("accentColor"))
}

extension Color {
  /// Whether the two colors are equal, a NaN component matching a NaN component.
  ///
  /// ```swift
  /// Color(red: .nan, green: 0, blue: 0).isSame(as: Color(red: .nan, green: 0, blue: 0))   // true
  /// ```
  package func isSame(as other: Color) -> Bool {
    switch (storage, other.storage) {
    case (.rgb(let r1, let g1, let b1, let o1), .rgb(let r2, let g2, let b2, let o2)):
      isSameNumber(r1, r2) && isSameNumber(g1, g2) && isSameNumber(b1, b2) && isSameNumber(o1, o2)
    case (.white(let w1, let o1), .white(let w2, let o2)):
      isSameNumber(w1, w2) && isSameNumber(o1, o2)
    default:
      self == other
    }
  }
}
