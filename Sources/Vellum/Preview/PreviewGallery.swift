import Foundation

/// Writes static HTML previews: an `index.html` listing every preview, and one page per preview
/// showing its HTML rendering and its text rendering side by side, the accessibility audit's
/// findings, and the same in each variant. No script, nothing fetched.
///
/// ```swift
/// var gallery = PreviewGallery(title: "My App")
/// gallery.add(ContentView_Previews.self)
/// try gallery.write(to: URL(fileURLWithPath: "previews"))
/// ```
@MainActor
public struct PreviewGallery {
  /// One preview: its name, the group it belongs to, and its screen, as it is and in each
  /// variant.
  public struct Preview {
    /// The preview's name (its `previewDisplayName`, or the group name and a number).
    public var name: String
    /// The name of the provider or group it came from.
    public var group: String
    /// The rendered screen.
    public var root: Node
    /// The screen in each variant, by the variant's name.
    public var variants: [(name: String, root: Node)] = []
    /// Mounts the preview's view afresh in a host of its own, in a variant if one is given,
    /// for a tool that drives it; `nil` for a screen added as it was (`add(_:screen:variants:)`).
    package var host: ((Variant?) -> ViewHost)?
    /// Where the preview's node is among the top-level nodes of a screen `host` makes.
    var place = 0
    /// The variants its screens in `variants` were made in, in order.
    var shownVariants: [Variant] = []
  }

  /// The gallery's title, shown on the index page.
  public var title: String
  /// The text width of the text renderings.
  public var textWidth: Int
  /// The variants every preview is also shown in, beside the ones its provider declares.
  public var variants: [Variant]
  /// The previews added so far, in order.
  public internal(set) var previews: [Preview] = []
  /// Seconds after which an open page reloads itself, so a browser follows a gallery that is
  /// being rewritten (`vellum preview --watch`); `nil`, the default, writes pages that never
  /// reload. The reload is a `<meta http-equiv="refresh">`: the pages still need no script.
  public var reloadInterval: Int?
  /// Problems to show at the top of every page, each as written (a watched file that no longer
  /// compiles, with its line, column and caret). The previews stay as they were last rendered.
  public var problems: [String] = []

  /// An empty gallery.
  ///
  /// ```swift
  /// var gallery = PreviewGallery(title: "Recipes")
  /// ```
  public init(title: String = "Previews", textWidth: Int = 49, variants: [Variant] = []) {
    self.title = title
    self.textWidth = textWidth
    self.variants = variants
  }

  /// Adds the previews of a provider; each top-level view of its `previews` is one preview.
  /// A tool that mounts a preview afresh (`vellum serve`, `vellum mcp`, `vellum explore`)
  /// reads the provider's `previews` again, as Xcode's canvas does when it refreshes, so the
  /// models the previews make are made afresh too.
  ///
  /// ```swift
  /// gallery.add(ContentView_Previews.self)
  /// ```
  public mutating func add<Provider: PreviewProvider>(
    _ provider: Provider.Type, named name: String? = nil
  ) {
    let group = name ?? viewTypeName(Provider.self).replacingOccurrences(of: "_Previews", with: "")
    add(group, Provider.previews, variants: Provider.variants, remake: { Provider.previews })
  }

  /// Adds the views of `view` as previews under `group`. A tool that mounts a preview afresh
  /// mounts this same view value: an object it holds is shared by every host (add a
  /// `PreviewProvider` to have its models made afresh).
  ///
  /// ```swift
  /// gallery.add("Counter", CounterView())
  /// ```
  public mutating func add(_ group: String, _ view: some View, variants: [Variant] = []) {
    add(group, view, variants: variants, remake: nil)
  }

  /// Adds the views of `view` under `group`; a fresh host of each preview mounts its part of
  /// `remake()`, or of `view` when there is no `remake`.
  mutating func add(
    _ group: String, _ view: some View, variants: [Variant],
    remake: (@MainActor () -> any View)?
  ) {
    let shown = self.variants + variants
    let first = previews.count
    add(
      group, screen: ViewHost(view).root,
      variants: shown.map { ($0.name, ViewHost(view, variant: $0).root) })
    // Each preview can be mounted on its own: the one view, or each of the views listed at
    // the top level, when they are the previews one for one.
    let added = previews.count - first
    let isWhole = added != ((view as? any TopLevelViews)?.topLevelViews.count ?? 1)
    for index in 0..<added {
      previews[first + index].place = isWhole ? index : 0
      previews[first + index].shownVariants = shown
      previews[first + index].host = { variant in
        let whole = remake?() ?? view
        guard !isWhole, let parts = (whole as? any TopLevelViews)?.topLevelViews,
          parts.indices.contains(index)
        else { return ViewHost(whole, variant: variant) }
        return ViewHost(parts[index], variant: variant)
      }
    }
  }

  /// Adds the screen of a host that is already running (and its screens in variants) as
  /// previews under `group`: each top-level view of the screen is one preview.
  ///
  /// ```swift
  /// let host = ViewHost(CounterView())
  /// try host.tap("+")
  /// gallery.add("Counter", screen: host.root)
  /// ```
  public mutating func add(
    _ group: String, screen root: Node, variants variantScreens: [(name: String, root: Node)] = []
  ) {
    let count = root.children.count
    for (index, node) in root.children.enumerated() {
      var name = group + (count > 1 ? " \(index + 1)" : "")
      if case .string(let displayName) = node[.previewDisplayName] { name = displayName }
      var screen = Self.sized(root, for: node)
      screen.children = [node]
      var preview = Preview(name: name, group: group, root: screen)
      for (variant, variantRoot) in variantScreens
      where variantRoot.children.indices.contains(index) {
        var screen = variantRoot
        screen.children = [variantRoot.children[index]]
        preview.variants.append((variant, screen))
      }
      previews.append(preview)
    }
  }

  /// `root` with the size its preview `node` asks for: a device's screen width
  /// (`previewDevice`), and a layout (`previewLayout`) for the renderers.
  static func sized(_ root: Node, for node: Node) -> Node {
    var root = root
    if case .double(let width)? = node[.previewDevice] {
      root.attributes.removeAll { $0.name == .screenWidth }
      root.attributes.append(Attribute(.screenWidth, .double(width)))
    }
    if let layout = node[.previewLayout] {
      root.attributes.append(Attribute(.previewLayout, layout))
    }
    return root
  }

  /// Writes `index.html` and one page per preview into `directory`, creating it if needed.
  /// Every file is written whole or not at all.
  ///
  /// The gallery owns only what it wrote: it lists its files in `.vellum-gallery` in the
  /// folder, never overwrites a file that list does not name (an unrelated `index.html` stops
  /// the write with an error naming it), and removes the pages of an earlier write that are no
  /// longer produced. A preview named "Index" gets `index-2.html`, never the index page.
  ///
  /// - Returns: The URL of the index page.
  /// - Throws: ``PreviewGallery/WriteError`` naming the file that could not be written.
  @discardableResult
  public func write(to directory: URL) throws -> URL {
    var pages: [(file: String, contents: String)] = []
    var links: [(file: String, preview: Preview)] = []
    var used: Set<String> = ["index.html", Self.manifestName]
    for preview in previews {
      var file = Self.fileName(for: preview.name)
      var suffix = 2
      while !used.insert(file).inserted {
        file = Self.fileName(for: preview.name + " \(suffix)")
        suffix += 1
      }
      pages.append((file, page(for: preview)))
      links.append((file, preview))
    }
    pages.append(("index.html", indexPage(links)))
    try OwnedFolder(directory, manifest: Self.manifestName, writer: "a preview gallery")
      .write(pages)
    return directory.appendingPathComponent("index.html")
  }

  /// The name of the list of files a gallery wrote, in its folder.
  static let manifestName = ".vellum-gallery"

  /// A gallery file that could not be written, and why.
  ///
  /// ```swift
  /// // cannot write previews/index.html: the file exists and was not written by a preview gallery; …
  /// ```
  public struct WriteError: Error, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What went wrong.
    public var problem: String

    /// `cannot write PATH: PROBLEM`.
    public var description: String { "cannot write \(path): \(problem)" }
  }

  /// The page of one preview: the screen as HTML beside its text rendering.
  public func page(for preview: Preview) -> String {
    var html = HTMLBuffer(capacity: 8192)
    writeHead(title: preview.name, into: &html)
    html.append("<body><nav class=\"gallery-bar\"><a href=\"index.html\">")
    html.appendEscaped(title)
    html.append("</a><h1>")
    html.appendEscaped(preview.name)
    html.append("</h1></nav>")
    writeProblems(into: &html)
    writePair(preview.root, variant: nil, into: &html)
    for (name, root) in preview.variants { writePair(root, variant: name, into: &html) }
    html.append("</body></html>\n")
    return html.string
  }

  /// The document's start up to its `<body>`: the title, the style sheets, and the reload
  /// interval when there is one.
  private func writeHead(title: String, into html: inout HTMLBuffer) {
    html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
    html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    if let reloadInterval {
      html.append("<meta http-equiv=\"refresh\"")
      html.attribute("content", String(reloadInterval))
      html.append(">")
    }
    html.append("<title>")
    html.appendEscaped(title)
    html.append("</title><style>")
    html.appendMarkup(Stylesheet.standalone + GalleryStyle.css)
    html.append("</style></head>")
  }

  /// The gallery's problems, when there are any, above everything else.
  private func writeProblems(into html: inout HTMLBuffer) {
    guard !problems.isEmpty else { return }
    html.append("<section class=\"problems\"><h2>Problems</h2>")
    for problem in problems {
      html.append("<pre>")
      html.appendEscaped(problem)
      html.append("</pre>")
    }
    html.append("</section>")
  }

  /// A section of findings under `heading` (the accessibility audit's on a rendering, the
  /// unknown symbols on the index), when there are any.
  func writeFindings(_ heading: String, _ findings: [String], into html: inout HTMLBuffer) {
    guard !findings.isEmpty else { return }
    html.append("<section class=\"findings\"><h2>")
    html.appendEscaped(heading)
    html.append("</h2><ul>")
    for finding in findings {
      html.append("<li>")
      html.appendEscaped(finding)
      html.append("</li>")
    }
    html.append("</ul></section>")
  }

  /// One rendering of a preview: the screen as HTML beside its text and its SVG image (the
  /// point layout painted at the device's size), under the variant's name, and the audit's
  /// findings on it.
  private func writePair(_ root: Node, variant: String?, into html: inout HTMLBuffer) {
    if let variant {
      html.append("<h2 class=\"variant-name\">")
      html.appendEscaped(variant)
      html.append("</h2>")
    }
    // A variant's device (an iPad) sets the frame's width; a phone's is the frame's own.
    // The screen at its device's size, each view at the frame the point layout gives it.
    let screen = Screen(of: root)
    html.append("<div class=\"gallery-pair\"><main class=\"screen device framed\"")
    html.attribute(
      "style",
      "width:" + CSS.pixels(screen.size.width) + ";height:" + CSS.pixels(screen.size.height))
    html.append(">")
    html.appendMarkup(HTMLRenderer(placing: root).fragment(root))
    html.append("</main><pre class=\"text-rendering\">")
    let width = root[.screenWidth] == nil ? textWidth : TextRenderer.screenColumns(of: root)
    html.appendEscaped(TextRenderer(width: width).render(root))
    html.append("</pre><figure class=\"svg-rendering\">")
    html.appendMarkup(SVGRenderer(for: root).render(root, presentations: root.presentations))
    html.append("</figure></div>")
    writeFindings("Accessibility", root.accessibilityAudit().map(\.description), into: &html)
  }

  private func indexPage(_ links: [(file: String, preview: Preview)]) -> String {
    var html = HTMLBuffer(capacity: 4096)
    writeHead(title: title, into: &html)
    html.append("<body><nav class=\"gallery-bar\"><h1>")
    html.appendEscaped(title)
    html.append("</h1></nav>")
    writeProblems(into: &html)
    writeFindings(
      "Symbols drawn as placeholders",
      unknownSymbols.map { "\($0.name) in \($0.previews.joined(separator: ", "))" },
      into: &html)
    html.append("<div class=\"gallery-index\">")
    var group: String?
    for link in links {
      if link.preview.group != group {
        if group != nil { html.append("</ul></section>") }
        group = link.preview.group
        html.append("<section><h2>")
        html.appendEscaped(link.preview.group)
        html.append("</h2><ul>")
      }
      html.append("<li><a")
      html.attribute("href", link.file)
      html.append(">")
      html.appendEscaped(link.preview.name)
      // The screen at its device's size and its views at their frames, as on the preview's
      // page, drawn at half that size.
      let root = link.preview.root
      let size = Screen(of: root).size
      html.append("</a><div class=\"thumbnail\"")
      html.attribute(
        "style", "width:" + CSS.pixels(size.width / 2) + ";height:" + CSS.pixels(size.height / 2))
      html.append("><div class=\"screen device framed\"")
      html.attribute(
        "style", "width:" + CSS.pixels(size.width) + ";height:" + CSS.pixels(size.height))
      html.append(">")
      html.appendMarkup(HTMLRenderer(placing: root).fragment(root))
      html.append("</div></div></li>")
    }
    if group != nil { html.append("</ul></section>") }
    html.append("</div></body></html>\n")
    return html.string
  }

  /// A file name from a preview name: lowercase letters and digits joined by dashes.
  package static func fileName(for name: String) -> String {
    let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    return (words.isEmpty ? "preview" : words.joined(separator: "-")) + ".html"
  }
}

/// The gallery's own layout: a title bar, the device frame, the text rendering beside it;
/// the explorer's prototype pages use it too.
package enum GalleryStyle {
  /// The style sheet.
  package static let css = """
    .gallery-bar{display:flex;gap:16px;align-items:baseline;padding:12px 24px;\
    background:var(--surface);border-bottom:1px solid var(--separator)}\
    .gallery-bar h1{font-size:20px;margin:0}.gallery-bar a{color:var(--accent)}\
    .gallery-pair{display:flex;flex-wrap:wrap;gap:24px;padding:24px;align-items:flex-start}\
    .variant-name{margin:8px 24px 0;font-size:15px;color:var(--secondary-label)}\
    .findings{margin:0 24px;font-size:14px}.findings h2{font-size:15px;margin:0}\
    .problems{margin:16px 24px;padding:12px 16px;border-radius:12px;\
    border:2px solid var(--system-red);background:var(--surface)}\
    .problems h2{font-size:15px;margin:0;color:var(--system-red)}\
    .problems pre{font:13px/1.3 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap}\
    .svg-rendering{margin:0;line-height:0;border-radius:40px;overflow:hidden;\
    border:1px solid var(--separator)}\
    .device{width:393px;min-height:600px;margin:0;border:1px solid var(--separator);\
    border-radius:32px;background:var(--background);overflow:hidden}\
    .text-rendering{font:13px/1.25 ui-monospace,Menlo,Consolas,monospace;padding:16px;\
    margin:0;background:var(--surface);border-radius:12px;border:1px solid var(--separator)}\
    .gallery-index{padding:24px}.gallery-index>section>ul{list-style:none;padding:0;\
    display:flex;flex-wrap:wrap;gap:24px}.gallery-index>section>ul>li{display:flex;\
    flex-direction:column;gap:8px}\
    .thumbnail{overflow:hidden;pointer-events:none}\
    .thumbnail>.screen{transform:scale(.5);transform-origin:0 0}
    """
}
