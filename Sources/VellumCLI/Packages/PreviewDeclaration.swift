import Foundation

/// A preview a package's sources declare, as a preview runner names it: a `PreviewProvider`
/// type, or a `#Preview`, which expands to `__vellumPreview(`File.swift:line`: ())` (see the
/// `VellumMacros` plugin) and is found by its file and line.
///
/// ```swift
/// PreviewDeclaration.found(in: "#Preview { Text(\"Hi\") }", file: "Hi.swift", module: "UI")
/// // [.init(module: "UI", kind: .macro(file: "Hi.swift", line: 1))]
/// ```
struct PreviewDeclaration: Equatable {
  /// The module that declares it.
  var module: String
  /// What declares it.
  var kind: Kind

  /// A provider type, or a `#Preview` at a line of a file.
  enum Kind: Equatable {
    /// A type that conforms to `PreviewProvider`.
    case provider(String)
    /// A `#Preview` written at the start of a line (1-based) of a file.
    case macro(file: String, line: Int)
  }

  /// The runner's statement that adds it to `gallery`.
  var addition: String {
    switch kind {
    case .provider(let type):
      "gallery.add(\(module).\(type).self)"
    case .macro(let file, let line):
      "gallery.add(\(module).__vellumPreview(`\(file):\(line)`: ()), in: "
        + "\(PreviewPackage.literal(String(file.prefix { $0 != "." }))))"
    }
  }

  /// How a person reads it: `UI.ContentView_Previews`, `UI/ContentView.swift:12`.
  var name: String {
    switch kind {
    case .provider(let type): "\(module).\(type)"
    case .macro(let file, let line): "\(module)/\(file):\(line)"
    }
  }

  /// The previews `source` (the file `file` of `module`) declares, in source order: providers
  /// that are not `private` or `fileprivate`, and `#Preview`s at the start of a line.
  static func found(in source: String, file: String, module: String) -> [PreviewDeclaration] {
    let provider =
      #"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|package|final)[ \t]+)*"#
      + #"(?:struct|enum|class)[ \t]+(\w+)[ \t]*:[^{]*\bPreviewProvider\b"#
    let macro = #"(?m)^[ \t]*#Preview\b"#
    let whole = NSRange(source.startIndex..., in: source)
    var found: [(offset: Int, kind: Kind)] = []
    for match in try! NSRegularExpression(pattern: provider).matches(in: source, range: whole) {
      guard let name = Range(match.range(at: 1), in: source) else { continue }
      found.append((match.range.location, .provider(String(source[name]))))
    }
    for match in try! NSRegularExpression(pattern: macro).matches(in: source, range: whole) {
      guard let range = Range(match.range, in: source) else { continue }
      let line = source[..<range.lowerBound].filter { $0 == "\n" }.count + 1
      found.append((match.range.location, .macro(file: file, line: line)))
    }
    return found.sorted { $0.offset < $1.offset }.map {
      PreviewDeclaration(module: module, kind: $0.kind)
    }
  }
}
