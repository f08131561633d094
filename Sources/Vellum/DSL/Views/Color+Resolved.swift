import Foundation

extension Color {
  /// A color as concrete components: linear-light red, green and blue, and an opacity, in
  /// `Float` as SwiftUI keeps them. ``red``, ``green`` and ``blue`` read and write the
  /// components with the sRGB curve applied; the description is `#RRGGBBAA` of those.
  ///
  /// ```swift
  /// let resolved = Color.orange.resolve(in: EnvironmentValues())
  /// resolved.description   // "#FF9500FF"
  /// Color(resolved)        // the same orange
  /// ```
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// The red component in linear light.
    public var linearRed: Float
    /// The green component in linear light.
    public var linearGreen: Float
    /// The blue component in linear light.
    public var linearBlue: Float
    /// The opacity, from 0 (clear) to 1.
    public var opacity: Float

    /// A resolved color from components in `colorSpace`.
    ///
    /// ```swift
    /// Color.Resolved(red: 1, green: 0.5, blue: 0)
    /// Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0, opacity: 0.5)
    /// ```
    public init(
      colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      (linearRed, linearGreen, linearBlue) = ColorTransfer.linearSRGB(
        colorSpace, (red, green, blue))
      self.opacity = opacity
    }

    /// The red component with the sRGB curve applied.
    public var red: Float {
      get { ColorTransfer.sRGB(fromLinear: linearRed) }
      set { linearRed = ColorTransfer.linear(fromSRGB: newValue) }
    }

    /// The green component with the sRGB curve applied.
    public var green: Float {
      get { ColorTransfer.sRGB(fromLinear: linearGreen) }
      set { linearGreen = ColorTransfer.linear(fromSRGB: newValue) }
    }

    /// The blue component with the sRGB curve applied.
    public var blue: Float {
      get { ColorTransfer.sRGB(fromLinear: linearBlue) }
      set { linearBlue = ColorTransfer.linear(fromSRGB: newValue) }
    }

    /// `#RRGGBBAA`: the sRGB components and the opacity, each clamped to 0…1 and rounded to
    /// the nearest of 256 steps.
    public var description: String {
      "#" + [red, green, blue, opacity].map(Self.hexByte).joined()
    }

    private static func hexByte(_ component: Float) -> String {
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      let digits = String(byte, radix: 16, uppercase: true)
      return byte < 16 ? "0" + digits : digits
    }
  }

  /// A color of the resolved components.
  ///
  /// ```swift
  /// Color(Color.Resolved(red: 1, green: 0.5, blue: 0))
  /// ```
  public init(_ resolved: Resolved) {
    self.init(
      .sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
      blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
  }

  /// The color's components in `environment`: a system color takes its light or dark value
  /// from the environment's color scheme, as on iOS; a color named after an asset, which
  /// Vellum cannot read, resolves as black.
  ///
  /// ```swift
  /// var environment = EnvironmentValues()
  /// environment.colorScheme = .dark
  /// Color.red.resolve(in: environment).description   // "#FF453AFF"
  /// ```
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    let dark = environment.colorScheme == .dark
    if let components = resolvedComponents(dark: dark) {
      return Resolved(
        red: Float(components.red), green: Float(components.green),
        blue: Float(components.blue), opacity: Float(components.opacity))
    }
    if let fraction = namedOpacity {
      var resolved = opaque.resolve(in: environment)
      resolved.opacity *= Float(fraction)
      return resolved
    }
    switch name {
    case "clear": return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    case "primary":
      return dark ? Resolved(red: 1, green: 1, blue: 1) : Resolved(red: 0, green: 0, blue: 0)
    case "secondary":
      return dark
        ? Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)
        : Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    case "accentColor": return Color.blue.resolve(in: environment)
    // A color from an asset catalog, which Vellum does not read.
    default: return Resolved(red: 0, green: 0, blue: 0)
    }
  }

  /// The opacity a named color was given with `opacity(_:)`: `red(0.5)` → 0.5.
  private var namedOpacity: Double? {
    guard let name, name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return nil }
    return Double(name[name.index(after: open)..<name.index(before: name.endIndex)])
  }
}
