import ControlCatalogExample
import Foundation
import PrimeTimeExample
import PushButtonExample
import RecipesExample
import SignInExample
import Vellum
import VellumLanguage
import VellumRunner

/// Adds the views of the textual language's examples, read from `Grammar/examples` and
/// interpreted, each under its name with "(interpreted)"; stops with the problems of a file that
/// does not check.
@MainActor
func addLanguageExamples(to gallery: inout PreviewGallery) {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Grammar/examples")
  let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()
  for file in files {
    let source =
      (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
    do {
      let program = try Program(source: source, file: "Grammar/examples/\(file)")
      let problems = Checker.check(program)
      guard problems.isEmpty else {
        throw Diagnostics(diagnostics: problems, file: program.fileName, source: source)
      }
      for name in program.viewNames {
        guard let view = try? program.view(named: name) else { continue }  // needs arguments
        gallery.add("\(name) (interpreted)", view)
      }
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }
}

/// Every example's previews: the apps', and the textual language's examples interpreted.
@MainActor
func examplesGallery() -> PreviewGallery {
  var gallery = PreviewGallery(title: "Vellum examples", variants: [.dark, .rightToLeft])
  RecipesExample.addPreviews(to: &gallery)
  PrimeTimeExample.addPreviews(to: &gallery)
  PushButtonExample.addPreviews(to: &gallery)
  SignInExample.addPreviews(to: &gallery)
  ControlCatalogExample.addPreviews(to: &gallery)
  addLanguageExamples(to: &gallery)
  return gallery
}

// With `--runner`, the examples' preview runner, which `vellum mcp` starts: it answers
// requests on standard input until it closes (see `PreviewRunner`).
if CommandLine.arguments.dropFirst().first == "--runner" {
  await PreviewRunner(gallery: examplesGallery()).run()
  exit(0)
}

// The main job: writes the preview gallery of every example (the apps, and the textual
// language's examples interpreted) to `previews/`, each page showing the screen as it is once
// its `.task`s have run, in dark mode and right to left, and prints each example's first
// screen as text, ending with the path of the index page.
@MainActor func writeGallery() async {
  var gallery = examplesGallery()
  await gallery.runTasks()

  var printed: Set<String> = []
  for preview in gallery.previews where printed.insert(preview.group).inserted {
    print("== \(preview.group): \(preview.name) ==")
    print(RenderFormat.text.render(Rendering(root: preview.root)))
  }

  for symbol in gallery.unknownSymbols {
    print(
      "SF Symbol drawn as a placeholder: \(symbol.name) (in \(symbol.previews.joined(separator: ", ")))"
    )
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
await writeGallery()
