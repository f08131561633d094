import Foundation

/// A shape style that fills with an image, tiled at a scale: a brick wall, a paper texture.
/// Recorded by its type name, as Vellum records styles it does not paint: the HTML, SVG and
/// text renderings leave the shape unfilled.
///
/// ```swift
/// Rectangle().fill(.image(Image("bricks"), scale: 0.5))
/// ```
public struct ImagePaint: ShapeStyle {
  /// The image tiled.
  public var image: Image
  /// The part of the image used, in unit coordinates (the whole image by default).
  public var sourceRect: CGRect
  /// The scale the image is drawn at.
  public var scale: CGFloat

  /// A paint of `image`'s `sourceRect` at `scale`.
  ///
  /// ```swift
  /// ImagePaint(image: Image("paper"), scale: 0.25)
  /// ```
  public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }
}

extension ShapeStyle where Self == ImagePaint {
  /// A paint of `image`'s `sourceRect` at `scale`.
  ///
  /// ```swift
  /// Circle().fill(.image(Image("stars"), scale: 0.5))
  /// ```
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
