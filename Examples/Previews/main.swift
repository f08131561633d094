import Foundation
import PrimeTimeExample
import PushButtonExample
import RecipesExample
import SignInExample
import Vellum

// The main job: writes the preview gallery of every example to `previews/` and prints each
// example's first screen as text, ending with the path of the index page.
MainActor.assumeIsolated {
  var gallery = PreviewGallery(title: "Vellum examples")
  RecipesExample.addPreviews(to: &gallery)
  PrimeTimeExample.addPreviews(to: &gallery)
  PushButtonExample.addPreviews(to: &gallery)
  SignInExample.addPreviews(to: &gallery)

  var printed: Set<String> = []
  for preview in gallery.previews where printed.insert(preview.group).inserted {
    print("== \(preview.group): \(preview.name) ==")
    print(RenderFormat.text(width: 40).render(Rendering(root: preview.root)))
  }

  let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    .appendingPathComponent("previews")
  do {
    let index = try gallery.write(to: folder)
    print("Preview gallery: \(index.path)")
  } catch {
    FileHandle.standardError.write(
      Data("vellum-previews: could not write \(folder.path): \(error)\n".utf8))
    exit(1)
  }
}
