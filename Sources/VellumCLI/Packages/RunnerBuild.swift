import Foundation

/// The preview runner of a package's previews: a small package, written into the package's
/// `.build/vellum-preview-runner`, whose executable links the package's library products and
/// Vellum's runner and adds every provider to its gallery. It imports the package's modules
/// with `@testable`, as the package's tests do, so previews need not be public.
///
/// A build runs in the background (``start()``); SwiftPM builds incrementally, so a rebuild
/// after an edit compiles the edited module and links.
///
/// ```swift
/// let build = RunnerBuild(package: package)
/// try build.start()
/// // … later, once build.hasEnded …
/// if case .built(let executable) = build.outcome() { … }
/// ```
final class RunnerBuild {
  /// What a finished build gave.
  enum Outcome {
    /// The runner's executable.
    case built(URL)
    /// The build failed: the compiler's errors (empty when it failed otherwise) and its output.
    case failed([BuildDiagnostic], output: String)
  }

  let package: PreviewPackage
  private var running: Subprocess.Running?

  /// The runner package's folder.
  var folder: URL {
    package.directory.appendingPathComponent(".build/vellum-preview-runner")
  }

  init(package: PreviewPackage) { self.package = package }

  /// Whether no build is running.
  var hasEnded: Bool { running?.hasEnded ?? true }

  /// Writes the runner package (where it changed) and starts building it.
  func start() throws(ServeError) {
    let sources = folder.appendingPathComponent("Sources/VellumPreviewRunner")
    do {
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      try write(manifest, to: folder.appendingPathComponent("Package.swift"))
      try write(main, to: sources.appendingPathComponent("main.swift"))
    } catch {
      throw ServeError("cannot write the preview runner into \(folder.path): \(error)")
    }
    running = Subprocess.start(
      "swift", ["build", "--product", "VellumPreviewRunner"], in: folder)
    guard running != nil else { throw ServeError("swift build could not be started") }
  }

  /// Builds the preview runner of the package in `folder` (only the previews of `target`,
  /// when one is named), saying so on standard output, and returns the build and its
  /// executable.
  ///
  /// ```swift
  /// let (build, executable) = try RunnerBuild.first(of: "CounterKit", target: nil)
  /// ```
  static func first(of folder: String, target: String?) throws(ServeError)
    -> (build: RunnerBuild, executable: URL)
  {
    let package = try PreviewPackage(at: URL(fileURLWithPath: folder), target: target)
    let names = package.previews.map(\.name).joined(separator: ", ")
    FileHandle.standardOutput.write(Data("building the previews \(names)…\n".utf8))
    let build = RunnerBuild(package: package)
    try build.start()
    switch build.outcome() {
    case .built(let executable): return (build, executable)
    case .failed(let errors, let output):
      throw ServeError(
        "the package's previews do not build:\n"
          + (errors.isEmpty ? output : errors.map(\.description).joined(separator: "\n")))
    }
  }

  /// Waits for the build and returns what it gave.
  func outcome() -> Outcome {
    guard let result = running?.finish() else { return .failed([], output: "no build ran") }
    running = nil
    guard result.status == 0 else {
      return .failed(BuildDiagnostic.errors(in: result.output), output: result.output)
    }
    return .built(folder.appendingPathComponent(".build/debug/VellumPreviewRunner"))
  }

  /// The runner package's manifest.
  var manifest: String {
    let products = Set(package.products.values).sorted().map {
      ".product(name: \(PreviewPackage.literal($0)), package: \(PreviewPackage.literal(package.identity)))"
    }
    let vellum = PreviewPackage.literal(package.vellumIdentity)
    return """
      // swift-tools-version: 6.0
      // Written by `vellum serve --package`: the preview runner of the package's previews.
      import PackageDescription

      let package = Package(
        name: "VellumPreviewRunner",
        platforms: [.macOS(.v14)],
        dependencies: [
          .package(path: \(PreviewPackage.literal(package.directory.standardizedFileURL.path))),
          \(package.vellumDependency),
        ],
        targets: [
          .executableTarget(
            name: "VellumPreviewRunner",
            dependencies: [
              \((products + [".product(name: \"Vellum\", package: \(vellum))", ".product(name: \"VellumRunner\", package: \(vellum))"]).joined(separator: ",\n        "))
            ])
        ]
      )

      """
  }

  /// The runner's `main.swift`.
  var main: String {
    let modules = Set(package.previews.map(\.module)).sorted()
    let adds = package.previews.map(\.addition)
    return """
      // Written by `vellum serve --package`: the package's previews, run for a tool.
      import Vellum
      import VellumRunner
      \(modules.map { "@testable import \($0)" }.joined(separator: "\n"))

      var gallery = PreviewGallery()
      \(adds.joined(separator: "\n"))
      await PreviewRunner(gallery: gallery).run()

      """
  }

  /// Writes `text` to `url` unless it holds it already (so SwiftPM sees no change).
  private func write(_ text: String, to url: URL) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path) != data { try data.write(to: url) }
  }
}
