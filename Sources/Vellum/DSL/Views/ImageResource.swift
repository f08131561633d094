import Foundation

/// An image in the app's asset catalog, as Xcode's generated asset symbols name it
/// (`ImageResource.flag`). Vellum keeps its name; an app on Linux declares the symbols it uses.
///
/// ```swift
/// extension ImageResource {
///   static let flag = ImageResource(name: "flag", bundle: .main)
/// }
/// Image(.flag)
/// ```
public struct ImageResource: Hashable, Sendable {
  /// The image's name in the catalog.
  public let name: String

  /// An image resource by name.
  ///
  /// ```swift
  /// ImageResource(name: "flag", bundle: .main)
  /// ```
  public init(name: String, bundle: Bundle) { self.name = name }
}
