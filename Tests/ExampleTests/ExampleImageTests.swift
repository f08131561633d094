import ControlCatalogExample
import PrimeTimeExample
import PushButtonExample
import RecipesExample
import SignInExample
import Testing
import Vellum
import VellumTesting

/// Every preview of the example apps as an SVG image at an iPhone's size: the point layout
/// painted with the status bar, the system's bars and any presentation over the dimmed
/// screen, reviewed as images and kept as text.
@MainActor
@Suite struct ExampleImageTests {
  private static let image = Snapshotting<Node>(pathExtension: "svg") {
    RenderFormat.svg.render(Rendering(root: $0))
  }

  @Test func everyPreviewAsAnImage() {
    var gallery = PreviewGallery()
    RecipesExample.addPreviews(to: &gallery)
    PrimeTimeExample.addPreviews(to: &gallery)
    PushButtonExample.addPreviews(to: &gallery)
    SignInExample.addPreviews(to: &gallery)
    ControlCatalogExample.addPreviews(to: &gallery)
    #expect(gallery.previews.count >= 17)
    for preview in gallery.previews {
      let name = preview.name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " }
        .replacingOccurrences(of: " ", with: "-")
      assertSnapshot(of: preview.root, as: Self.image, named: name)
    }
  }
}
