import Foundation

/// A Swift package whose previews `vellum serve --package` shows: its `PreviewProvider`s and
/// `#Preview`s,
/// the library products that vend their modules, and how it depends on Vellum — what a
/// preview runner that links the package's views needs (``RunnerBuild``).
///
/// The package is read as SwiftPM describes it (`swift package describe --type json`); its
/// previews are found in its library targets' sources (``PreviewDeclaration``).
///
/// ```swift
/// let package = try PreviewPackage(at: URL(fileURLWithPath: "MyApp"))
/// package.previews.map(\.name)   // ["MyAppUI.ContentView_Previews", "MyAppUI/List.swift:40"]
/// ```
struct PreviewPackage {
  /// The package's folder.
  let directory: URL
  /// The package's identity as a dependency (its folder's name, in lower case).
  let identity: String
  /// Each preview, in the order of the targets, their files, and the file's text.
  let previews: [PreviewDeclaration]
  /// The library product that vends each module with previews.
  let products: [String: String]
  /// The dependency through which the package reaches Vellum, as a manifest declares it.
  let vellumDependency: String
  /// Vellum's identity among the package's dependencies.
  let vellumIdentity: String
  /// The folders of the targets with previews, whose Swift files a change to rebuilds for.
  let sourceFolders: [URL]

  /// Reads the package at `directory`; `target` narrows the previews to one target's.
  init(at directory: URL, target: String? = nil) throws(ServeError) {
    let description = try Self.describe(directory)
    self.directory = directory
    identity = directory.standardizedFileURL.lastPathComponent.lowercased()
    guard let targets = description["targets"] as? [[String: Any]] else {
      throw ServeError("swift package describe gave no targets for \(directory.path)")
    }
    var previews: [PreviewDeclaration] = []
    var products: [String: String] = [:]
    var folders: [URL] = []
    // The first library product that vends each target.
    var vending: [String: String] = [:]
    for product in description["products"] as? [[String: Any]] ?? [] {
      guard (product["type"] as? [String: Any])?["library"] != nil,
        let name = product["name"] as? String
      else { continue }
      for target in product["targets"] as? [String] ?? [] where vending[target] == nil {
        vending[target] = name
      }
    }
    for description in targets where description["type"] as? String == "library" {
      guard let name = description["name"] as? String, target == nil || target == name,
        let path = description["path"] as? String
      else { continue }
      let folder = directory.appendingPathComponent(path)
      let files = (description["sources"] as? [String] ?? []).sorted()
      var found: [PreviewDeclaration] = []
      for file in files where file.hasSuffix(".swift") {
        let source = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        found += PreviewDeclaration.found(
          in: source ?? "", file: URL(fileURLWithPath: file).lastPathComponent, module: name)
      }
      guard !found.isEmpty else { continue }
      guard let product = vending[name] else {
        throw ServeError(
          "the target \(name) has previews but no library product vends it: add "
            + ".library(name: \"\(name)\", targets: [\"\(name)\"]) to the package's products")
      }
      products[name] = product
      previews += found
      folders.append(folder)
    }
    guard !previews.isEmpty else {
      throw ServeError(
        "no PreviewProvider or #Preview in the library targets of \(directory.path)"
          + (target.map { " (target \($0))" } ?? ""))
    }
    self.previews = previews
    self.products = products
    sourceFolders = folders
    (vellumIdentity, vellumDependency) = try Self.vellum(
      in: description["dependencies"] as? [[String: Any]] ?? [], of: directory)
  }

  /// `swift package describe --type json` of the package, as JSON.
  private static func describe(_ directory: URL) throws(ServeError) -> [String: Any] {
    let run = Subprocess.run(
      "swift", ["package", "describe", "--type", "json"], in: directory)
    guard run.status == 0,
      let json = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)),
      let description = json as? [String: Any]
    else {
      throw ServeError("\(directory.path) is not a Swift package SwiftPM can read:\n\(run.output)")
    }
    return description
  }

  /// The dependency that brings Vellum (the one named `vellum`, or a folder whose manifest
  /// declares the `Vellum` library), declared as the package declares it.
  private static func vellum(in dependencies: [[String: Any]], of directory: URL)
    throws(ServeError) -> (String, String)
  {
    for dependency in dependencies {
      guard let identity = dependency["identity"] as? String else { continue }
      if let path = dependency["path"] as? String {
        let manifest = URL(fileURLWithPath: path, relativeTo: directory)
          .appendingPathComponent("Package.swift")
        let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        if identity == "vellum" || text.contains(#".library(name: "Vellum""#) {
          let folder = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
          return (identity, ".package(path: \(literal(folder.path)))")
        }
      } else if identity == "vellum", let url = dependency["url"] as? String {
        let range = (dependency["requirement"] as? [String: Any])?["range"] as? [[String: Any]]
        let exact = (dependency["requirement"] as? [String: Any])?["exact"] as? [String]
        if let lower = range?.first?["lower_bound"] as? String {
          return (identity, ".package(url: \(literal(url)), from: \(literal(lower)))")
        }
        if let version = exact?.first {
          return (identity, ".package(url: \(literal(url)), exact: \(literal(version)))")
        }
        return (identity, ".package(url: \(literal(url)), branch: \"main\")")
      }
    }
    throw ServeError("\(directory.path) does not depend on Vellum: its previews need it")
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}
