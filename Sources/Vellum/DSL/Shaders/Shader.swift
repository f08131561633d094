import Foundation

/// A Metal shader function with its arguments: an effect on a view (`colorEffect`,
/// `distortionEffect`, `layerEffect`) or a fill.
///
/// ```swift
/// Rectangle().fill(ShaderLibrary.stripes(.float(12), .color(.blue)))
/// ```
///
/// Hosts have no GPU to run Metal on: a shader keeps its function and arguments, an effect
/// draws its view unchanged, and a shader fill is recorded on the shape's node as `Shader`,
/// as other styles the renderers cannot paint are.
public struct Shader: Equatable, Sendable, ShapeStyle {
  /// The function the shader runs.
  public var function: ShaderFunction
  /// The values passed to the function after the ones SwiftUI passes.
  public var arguments: [Argument]
  /// Whether SwiftUI dithers the colors the shader makes.
  public var dithersColor = false

  /// A shader running `function` with `arguments`.
  ///
  /// ```swift
  /// Shader(function: ShaderFunction(library: .default, name: "sepia"), arguments: [.float(1)])
  /// ```
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// One value passed to a shader function.
  ///
  /// ```swift
  /// .float2(proxy.size)
  /// ```
  public struct Argument: Equatable, Sendable {
    private enum Value: Equatable, Sendable {
      case floats([Double])
      case floatArray([Float])
      case boundingRect
      case color(Color)
      case colors([Color])
      case image(Image)
      case data(Data)
    }

    private let value: Value

    private init(_ value: Value) { self.value = value }

    /// A number.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(.floats([Double(x)]))
    }
    /// Two numbers.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(.floats([Double(x), Double(y)]))
    }
    /// A point's coordinates.
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
    /// A size's width and height.
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
    /// Three numbers.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(.floats([Double(x), Double(y), Double(z)]))
    }
    /// Four numbers.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
      -> Argument
    {
      Argument(.floats([Double(x), Double(y), Double(z), Double(w)]))
    }
    /// An array of numbers, passed with its count.
    public static func floatArray(_ array: [Float]) -> Argument { Argument(.floatArray(array)) }
    /// The rectangle the effect covers, in the view's coordinates.
    public static var boundingRect: Argument { Argument(.boundingRect) }
    /// A color.
    public static func color(_ color: Color) -> Argument { Argument(.color(color)) }
    /// An array of colors, passed with its count.
    public static func colorArray(_ array: [Color]) -> Argument { Argument(.colors(array)) }
    /// An image the function samples.
    public static func image(_ image: Image) -> Argument {
      Argument(.image(image))
    }
    /// Raw bytes, passed with their count.
    public static func data(_ data: Data) -> Argument { Argument(.data(data)) }
  }
}
