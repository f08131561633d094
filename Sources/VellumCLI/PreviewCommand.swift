import Foundation
import Vellum
import VellumLanguage
import VellumRunner

/// `vellum preview`: a gallery of the views of one or more files.
enum PreviewCommand {
  static let usage = """
    usage: vellum preview FILE... --output DIR [--width N] [--variants NAME,...] [--watch]

    Writes DIR/index.html and one page per view that needs no arguments, with its text
    rendering beside it (N cells wide, default 40), and again in each variant named:
    light, dark, xxxLarge, accessibility5, rtl, reduceMotion, iPhoneSE, iPhone15,
    iPhone15ProMax, iPadPortrait, iPadLandscape. DIR/.vellum-gallery lists the files the
    gallery wrote: a later run replaces only those and never overwrites another file.

    --watch keeps running: when a file changes on disk the gallery is written again within a
    moment, each view keeping its @State where the edit did not change its identity, and the
    open pages reload themselves. A file that stops compiling keeps its last previews, and
    every page shows its errors at their line and column. Stop it with Ctrl-C.
    """

  @MainActor
  static func run(_ arguments: [String]) async -> Outcome {
    var reader = OptionReader(arguments)
    var files: [String] = []
    var output: String?
    var width = 40
    var variants: [Variant] = []
    var watch = false
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h": return .success(usage + "\n")
        case "--output": output = try reader.value(of: argument, "a folder")
        case "--width": width = try reader.width(of: argument)
        case "--watch": watch = true
        case "--variants":
          let names = try reader.value(of: argument, "variant names separated by commas")
          variants = try names.split(separator: ",").map { name throws(UsageError) in
            guard let variant = Variant.named(String(name)) else {
              throw UsageError(
                "unknown variant '\(name)'; known: "
                  + Variant.presets.map(\.name).joined(separator: ", "))
            }
            return variant
          }
        default:
          guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
          files.append(argument)
        }
      }
      guard !files.isEmpty else { throw UsageError("preview needs at least one FILE") }
      guard let output else { throw UsageError("preview needs --output DIR") }
      guard !output.isEmpty else { throw UsageError("--output needs a folder name, not \"\"") }
    } catch {
      return .usage(error.message, usage)
    }
    if watch {
      return watchForever(
        PreviewWatcher(
          files: files, output: URL(fileURLWithPath: output!), textWidth: width,
          variants: variants))
    }
    var gallery = PreviewGallery(title: "Previews", textWidth: width, variants: variants)
    // The files are one program, as Swift compiles a module's files; each file's previews
    // come in the order of the files.
    switch SourceFiles.program(at: files) {
    case .failure(let error): return .failure(error.description + "\n")
    case .success(let program):
      for index in files.indices {
        for view in Previewable.views(of: program, inFile: index) { gallery.add(view.name, view) }
      }
      guard program.runtimeDiagnostics.isEmpty else {
        return .failure(
          Diagnostics(diagnostics: program.runtimeDiagnostics, sources: program.sources)
            .description + "\n")
      }
    }
    // As Xcode's canvas does, each preview shows its screen once its `.task`s have run.
    await gallery.runTasks()
    do {
      let index = try gallery.write(to: URL(fileURLWithPath: output!))
      return .success("\(gallery.previews.count) previews: \(index.path)\n")
    } catch {
      return .failure("vellum: \(error)\n")
    }
  }

  /// Writes the gallery, then rewrites it whenever a file changes, printing a line each time;
  /// returns only when the gallery cannot be written.
  @MainActor
  private static func watchForever(_ watcher: PreviewWatcher) -> Outcome {
    do {
      let problems = try watcher.refresh()
      let index = watcher.output.appendingPathComponent("index.html").path
      say("watching \(watcher.files.count) file(s); gallery: \(index) (Ctrl-C stops)", problems)
      while true {
        Thread.sleep(forTimeInterval: 0.25)
        if let problems = try watcher.poll() { say("updated", problems) }
      }
    } catch {
      return .failure("vellum: \(error)\n")
    }
  }

  /// Prints `message` and the problems, at once (the command keeps running).
  private static func say(_ message: String, _ problems: [String]) {
    let text = ([message] + problems).joined(separator: "\n") + "\n"
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
