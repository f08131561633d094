import Foundation

/// A library of Metal shader functions, found by name: `ShaderLibrary.default.ripple` or
/// `ShaderLibrary.ripple` is the function `ripple` of the app's default library.
///
/// ```swift
/// Image("photo").colorEffect(ShaderLibrary.sepia(.float(0.8)))
/// ```
///
/// Hosts have no GPU to run Metal on: a library names its functions and keeps where it comes
/// from, and the effects that use them draw their view unchanged (see `colorEffect`).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
  private enum Source: Equatable, Sendable {
    case main
    case bundle(URL)
    case url(URL)
    case data(Data)
  }

  private let source: Source

  private init(source: Source) { self.source = source }

  /// The app's default library: the shaders compiled into its main bundle.
  ///
  /// ```swift
  /// ShaderLibrary.default.ripple
  /// ```
  public static let `default` = ShaderLibrary(source: .main)

  /// The default library of `bundle`.
  ///
  /// ```swift
  /// ShaderLibrary.bundle(.module).glow
  /// ```
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: .bundle(bundle.bundleURL))
  }

  /// A library from a compiled `.metallib` file's contents.
  ///
  /// ```swift
  /// ShaderLibrary(data: try Data(contentsOf: libraryURL))
  /// ```
  public init(data: Data) { self.init(source: .data(data)) }

  /// A library from a compiled `.metallib` file.
  ///
  /// ```swift
  /// ShaderLibrary(url: Bundle.main.url(forResource: "Effects", withExtension: "metallib")!)
  /// ```
  public init(url: URL) { self.init(source: .url(url)) }

  /// The library's function called `name`.
  ///
  /// ```swift
  /// ShaderLibrary.default.ripple
  /// ```
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }

  /// The default library's function called `name`.
  ///
  /// ```swift
  /// ShaderLibrary.ripple(.float(2))
  /// ```
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}
