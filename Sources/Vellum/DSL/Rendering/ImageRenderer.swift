import Foundation
import VellumRenderers

/// Draws a view as an image, as SwiftUI's `ImageRenderer` does for sharing or saving a chart.
/// There are no pixels on Linux: ``svg`` is the image as a self-contained SVG document, drawn
/// from the same point layout as `host.render(.svg)`, and ``uiImage`` is a UIKit stand-in
/// image named by ``label``. Each change of a property announces itself on
/// ``objectWillChange``, so a view that observes the renderer redraws its image.
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge(count: 3))
/// renderer.proposedSize = ProposedViewSize(width: 120, height: nil)
/// try renderer.svg.write(to: url, atomically: true, encoding: .utf8)
/// ```
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// Announces each change of the renderer's properties, before it happens.
  public let objectWillChange = PassthroughSubject<Void, Never>()

  /// The view drawn.
  public var content: Content {
    willSet { objectWillChange.send() }
  }

  /// The image's accessibility label, which ``uiImage`` carries.
  public var label: Text? {
    willSet { objectWillChange.send() }
  }

  /// A description of the image for assistive technologies.
  public var accessibilityDescription: Text? {
    willSet { objectWillChange.send() }
  }

  /// The size proposed to the content; `unspecified` (the default) draws it at its ideal
  /// size.
  public var proposedSize: ProposedViewSize = .unspecified {
    willSet { objectWillChange.send() }
  }

  /// Pixels a point in a bitmap; an SVG is drawn in points whatever the scale, so ``svg``
  /// does not change with it.
  public var scale: CGFloat = 1 {
    willSet { objectWillChange.send() }
  }

  /// Whether the image has no transparent pixels: when `true`, ``svg`` fills its backdrop
  /// with the system background.
  public var isOpaque = false {
    willSet { objectWillChange.send() }
  }

  /// The working color space of a bitmap; an SVG's colors are sRGB.
  public var colorMode: ColorRenderingMode = .nonLinear {
    willSet { objectWillChange.send() }
  }

  /// A renderer of `view`.
  ///
  /// ```swift
  /// ImageRenderer(content: Text("Hello").padding())
  /// ```
  public init(content view: Content) {
    content = view
  }

  /// The image as an SVG document at the size the content chose for ``proposedSize``, every
  /// view at its frame in points, its fonts embedded. (Vellum's own: SwiftUI's bitmaps,
  /// `cgImage` and `uiImage`, need a graphics stack Linux does not have.)
  ///
  /// ```swift
  /// ImageRenderer(content: Circle().fill(.red).frame(width: 20, height: 20)).svg
  /// // <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" …>
  /// ```
  public var svg: String {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let root = ViewHost(content, environment: environment).root
    return SVGRenderer(for: root).renderImage(
      root, width: proposedSize.width.map(Double.init),
      height: proposedSize.height.map(Double.init), isOpaque: isOpaque
    ).svg
  }

  /// The image as UIKit's stand-in image: it has no pixels, and an `Image(uiImage:)` of it
  /// shows a placeholder named by ``label`` ("Image" without one).
  ///
  /// ```swift
  /// Image(uiImage: renderer.uiImage ?? UIImage())
  /// ```
  public var uiImage: UIImage? {
    UIImage(rendered: label?.plainText ?? "Image")
  }
}
