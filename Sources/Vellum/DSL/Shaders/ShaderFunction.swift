/// One function of a ``ShaderLibrary``; calling it with arguments makes a ``Shader``.
///
/// ```swift
/// let wave = ShaderLibrary.default.wave
/// Text("Hi").distortionEffect(wave(.float(time)), maxSampleOffset: CGSize(width: 0, height: 8))
/// ```
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library the function is in.
  public var library: ShaderLibrary
  /// The function's name in the library.
  public var name: String

  /// The function called `name` in `library`.
  ///
  /// ```swift
  /// ShaderFunction(library: .default, name: "sepia")
  /// ```
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// A shader that runs this function with `arguments` after the ones SwiftUI passes.
  ///
  /// ```swift
  /// ShaderLibrary.default.sepia(.float(0.8))
  /// ```
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}
