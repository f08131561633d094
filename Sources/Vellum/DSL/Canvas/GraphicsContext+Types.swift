import Foundation

extension GraphicsContext {
  /// What fills, strokes and text are painted with: a color, a shape style, a gradient, or the
  /// foreground style of the environment.
  ///
  /// ```swift
  /// context.fill(path, with: .linearGradient(gradient, startPoint: .zero, endPoint: end))
  /// ```
  public struct Shading {
    let value: AttributeValue?

    /// The environment's foreground style.
    public static var foreground: Shading { Shading(value: nil) }

    /// A color.
    ///
    /// ```swift
    /// .color(.red)
    /// ```
    public static func color(_ color: Color) -> Shading { Shading(value: .color(color)) }

    /// A color from red, green and blue components.
    ///
    /// ```swift
    /// .color(red: 1, green: 0.5, blue: 0)
    /// ```
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A gray.
    ///
    /// ```swift
    /// .color(white: 0.8)
    /// ```
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A shape style.
    ///
    /// ```swift
    /// .style(.tint)
    /// ```
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(value: style.attributeValue)
    }

    /// Several shadings, for multi-layer symbols: the first is used.
    ///
    /// ```swift
    /// .palette([.color(.blue), .color(.gray)])
    /// ```
    public static func palette(_ array: [Shading]) -> Shading {
      array.first ?? .foreground
    }

    /// A linear gradient between two points of the canvas (drawn from top to bottom of what
    /// it fills).
    ///
    /// ```swift
    /// .linearGradient(Gradient(colors: [.blue, .teal]), startPoint: .zero, endPoint: CGPoint(x: 0, y: 100))
    /// ```
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      .style(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    }

    /// A radial gradient (drawn around the center of what it fills).
    ///
    /// ```swift
    /// .radialGradient(gradient, center: center, startRadius: 0, endRadius: 80)
    /// ```
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      .style(
        RadialGradient(
          gradient: gradient, center: .center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A conic gradient (drawn around the center of what it fills).
    ///
    /// ```swift
    /// .conicGradient(gradient, center: center, angle: .degrees(90))
    /// ```
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      .style(AngularGradient(gradient: gradient, center: .center, angle: angle))
    }
  }

  /// How a drawing blends with what is under it.
  ///
  /// ```swift
  /// context.blendMode = .multiply
  /// ```
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    /// The mode's number.
    public let rawValue: Int32

    /// A mode from its number.
    ///
    /// ```swift
    /// GraphicsContext.BlendMode(rawValue: 0)   // .normal
    /// ```
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The `normal` blend mode.
    public static let normal = BlendMode(rawValue: 0)
    /// The `multiply` blend mode.
    public static let multiply = BlendMode(rawValue: 1)
    /// The `screen` blend mode.
    public static let screen = BlendMode(rawValue: 2)
    /// The `overlay` blend mode.
    public static let overlay = BlendMode(rawValue: 3)
    /// The `darken` blend mode.
    public static let darken = BlendMode(rawValue: 4)
    /// The `lighten` blend mode.
    public static let lighten = BlendMode(rawValue: 5)
    /// The `colorDodge` blend mode.
    public static let colorDodge = BlendMode(rawValue: 6)
    /// The `colorBurn` blend mode.
    public static let colorBurn = BlendMode(rawValue: 7)
    /// The `softLight` blend mode.
    public static let softLight = BlendMode(rawValue: 8)
    /// The `hardLight` blend mode.
    public static let hardLight = BlendMode(rawValue: 9)
    /// The `difference` blend mode.
    public static let difference = BlendMode(rawValue: 10)
    /// The `exclusion` blend mode.
    public static let exclusion = BlendMode(rawValue: 11)
    /// The `hue` blend mode.
    public static let hue = BlendMode(rawValue: 12)
    /// The `saturation` blend mode.
    public static let saturation = BlendMode(rawValue: 13)
    /// The `color` blend mode.
    public static let color = BlendMode(rawValue: 14)
    /// The `luminosity` blend mode.
    public static let luminosity = BlendMode(rawValue: 15)
    /// The `clear` blend mode.
    public static let clear = BlendMode(rawValue: 16)
    /// The `copy` blend mode.
    public static let copy = BlendMode(rawValue: 17)
    /// The `sourceIn` blend mode.
    public static let sourceIn = BlendMode(rawValue: 18)
    /// The `sourceOut` blend mode.
    public static let sourceOut = BlendMode(rawValue: 19)
    /// The `sourceAtop` blend mode.
    public static let sourceAtop = BlendMode(rawValue: 20)
    /// The `destinationOver` blend mode.
    public static let destinationOver = BlendMode(rawValue: 21)
    /// The `destinationIn` blend mode.
    public static let destinationIn = BlendMode(rawValue: 22)
    /// The `destinationOut` blend mode.
    public static let destinationOut = BlendMode(rawValue: 23)
    /// The `destinationAtop` blend mode.
    public static let destinationAtop = BlendMode(rawValue: 24)
    /// The `xor` blend mode.
    public static let xor = BlendMode(rawValue: 25)
    /// The `plusDarker` blend mode.
    public static let plusDarker = BlendMode(rawValue: 26)
    /// The `plusLighter` blend mode.
    public static let plusLighter = BlendMode(rawValue: 27)
  }

  /// Options of a clip: `.inverse` clips to everything outside the path.
  ///
  /// ```swift
  /// context.clip(to: hole, options: .inverse)
  /// ```
  public struct ClipOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt32

    /// Options from their bits.
    ///
    /// ```swift
    /// GraphicsContext.ClipOptions(rawValue: 1)
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Clips to the outside of the path.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Options of a gradient's drawing.
  ///
  /// ```swift
  /// .linearGradient(gradient, startPoint: a, endPoint: b, options: .mirror)
  /// ```
  public struct GradientOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt32

    /// Options from their bits.
    ///
    /// ```swift
    /// GraphicsContext.GradientOptions(rawValue: 1)
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Repeats the gradient past its ends.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Repeats the gradient mirrored past its ends.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolates in linear color.
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// Options of a filter.
  ///
  /// ```swift
  /// context.addFilter(.blur(radius: 2), options: .linearColor)
  /// ```
  public struct FilterOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt32

    /// Options from their bits.
    ///
    /// ```swift
    /// GraphicsContext.FilterOptions(rawValue: 1)
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Filters in linear color.
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// A filter added to later drawing (recorded by name).
  ///
  /// ```swift
  /// context.addFilter(.shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 2))
  /// ```
  public struct Filter {
    let name: String

    /// A drop shadow.
    ///
    /// ```swift
    /// .shadow(radius: 4)
    /// ```
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal
    ) -> Filter {
      Filter(name: "shadow")
    }

    /// A blur.
    ///
    /// ```swift
    /// .blur(radius: 3)
    /// ```
    public static func blur(radius: CGFloat) -> Filter { Filter(name: "blur") }

    /// Multiplies colors by `color`.
    ///
    /// ```swift
    /// .colorMultiply(.orange)
    /// ```
    public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }

    /// Rotates hues.
    ///
    /// ```swift
    /// .hueRotation(.degrees(90))
    /// ```
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }

    /// Changes saturation.
    ///
    /// ```swift
    /// .saturation(0.5)
    /// ```
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }

    /// Changes brightness.
    ///
    /// ```swift
    /// .brightness(0.2)
    /// ```
    public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }

    /// Changes contrast.
    ///
    /// ```swift
    /// .contrast(1.5)
    /// ```
    public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }

    /// Inverts colors.
    ///
    /// ```swift
    /// .colorInvert()
    /// ```
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }

    /// Removes color.
    ///
    /// ```swift
    /// .grayscale(1)
    /// ```
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }

    /// Turns luminance into opacity.
    public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }

    /// Maps each color through `matrix`.
    ///
    /// ```swift
    /// context.addFilter(.colorMatrix(ColorMatrix()))
    /// ```
    public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(name: "colorMatrix") }
  }

  /// Text resolved for drawing.
  ///
  /// ```swift
  /// var label = context.resolve(Text("A")); label.shading = .color(.red)
  /// ```
  public struct ResolvedText {
    let text: Text
    /// What the text is painted with.
    public var shading: Shading = .foreground

    /// The text's size when drawn in `size`: a character is 8 by 16 points, as in the text
    /// rendering.
    ///
    /// ```swift
    /// label.measure(in: CGSize(width: 100, height: .infinity))
    /// ```
    public func measure(in size: CGSize) -> CGSize {
      let width = min(Double(text.plainText.count) * 8, Double(size.width))
      return CGSize(width: width, height: 16)
    }
  }

  /// An image resolved for drawing.
  ///
  /// ```swift
  /// let star = context.resolve(Image(systemName: "star"))
  /// ```
  public struct ResolvedImage {
    let image: Image
    /// What a template image is painted with.
    public var shading: Shading?

    /// The image's size: one text cell (8 by 16 points), since hosts load no image data.
    public var size: CGSize { CGSize(width: 8, height: 16) }

    /// The image's baseline: its bottom.
    public var baseline: CGFloat { size.height }

    var name: String {
      image.sourceAttributes.first.flatMap { attribute in
        if case .string(let name) = attribute.value { return name }
        return nil
      } ?? "image"
    }
  }

  /// A symbol view of the canvas, resolved for drawing.
  ///
  /// ```swift
  /// if let marker = context.resolveSymbol(id: 0) { context.draw(marker, at: point) }
  /// ```
  public struct ResolvedSymbol {
    let id: String

    /// The symbol's size: one text cell.
    public var size: CGSize { CGSize(width: 8, height: 16) }
  }
}
