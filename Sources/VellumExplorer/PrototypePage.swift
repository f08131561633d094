import Vellum
import VellumRenderers

/// The pages of an exploration's prototype: each state's, and the index (see
/// `Exploration.writePrototype(to:title:)`).
///
/// ```swift
/// let html = PrototypePage(exploration: exploration, title: "Counter").index()
/// ```
struct PrototypePage {
  let exploration: Exploration
  let title: String

  /// The page of `state`: the screen with its controls linked, its text rendering, the
  /// interactions done on it, the path that reaches it, and its findings.
  func page(for state: Exploration.State) -> String {
    var html = HTMLBuffer(capacity: 16384)
    writeHead(title: "\(title): state \(state.id)", into: &html)
    html.append("<body><nav class=\"gallery-bar\"><a href=\"index.html\">")
    html.appendEscaped(title)
    html.append("</a><h1>State ")
    html.appendEscaped(String(state.id))
    html.append("</h1></nav>")
    writePath(to: state, into: &html)
    let edges = exploration.edges.filter { $0.from == state.id }
    html.append("<div class=\"gallery-pair\"><main class=\"screen device")
    if let width = state.screen?.width, let height = state.screen?.height {
      // The device's screen, its views at their frames; it scrolls where they reach further.
      html.append(" framed\"")
      html.attribute(
        "style",
        "width:" + SVGBuffer.number(width) + "px;height:" + SVGBuffer.number(height)
          + "px;overflow:auto")
    } else {
      html.append("\"")
      if let width = state.screen?.width {
        html.attribute("style", "width:" + SVGBuffer.number(width) + "px;max-width:none")
      }
    }
    html.append(">")
    var links: [Int: [PrototypeLinks.Link]] = [:]
    for edge in edges {
      guard let control = edge.control else { continue }
      links[control, default: []].append((Exploration.page(of: edge.to), edge.step))
    }
    html.appendMarkup(PrototypeLinks.apply(to: state.screen?.html ?? "", links: links))
    html.append("</main><pre class=\"text-rendering\">")
    html.appendEscaped(state.screen?.text ?? state.tree)
    html.append("</pre><section class=\"interactions\"><h2>Interactions</h2><ul>")
    for edge in edges {
      html.append("<li><a")
      html.attribute("href", Exploration.page(of: edge.to))
      html.append(">")
      html.appendEscaped(edge.step.description)
      html.append("</a> ")
      html.appendEscaped(edge.to == state.id ? "stays here" : "→ state \(edge.to)")
      html.append("</li>")
    }
    if edges.isEmpty {
      html.append("<li>none explored: the walk's depth ends here</li>")
    }
    html.append("</ul></section></div>")
    writeFindings(exploration.findings.filter { $0.state == state.id }, into: &html)
    html.append("<form id=\"")
    html.appendMarkup(PrototypeLinks.formID)
    html.append("\" method=\"get\"></form></body></html>\n")
    return html.string
  }

  /// The index: what was found, the state graph, and every state.
  func index() -> String {
    var html = HTMLBuffer(capacity: 16384)
    writeHead(title: title, into: &html)
    html.append("<body><nav class=\"gallery-bar\"><h1>")
    html.appendEscaped(title)
    html.append("</h1></nav><p class=\"summary\">")
    let states = exploration.states.count
    let edges = exploration.edges.count
    let findings = exploration.findings.count
    html.appendEscaped(
      "\(states) state\(states == 1 ? "" : "s"), \(edges) interaction\(edges == 1 ? "" : "s"), "
        + "\(findings) finding\(findings == 1 ? "" : "s")"
        + (exploration.isCutShort ? "; the walk stopped at its limit before the end" : "")
        + ".")
    html.append(" <a href=\"state-0.html\">Start at the first screen</a>.</p>")
    writeFindings(exploration.findings, into: &html)
    html.append("<figure class=\"graph\">")
    html.appendMarkup(StateGraph(exploration).svg)
    html.append("</figure><section class=\"states\"><h2>States</h2><ol start=\"0\">")
    for state in exploration.states {
      html.append("<li><a")
      html.attribute("href", Exploration.page(of: state.id))
      html.append(">State ")
      html.appendEscaped(String(state.id))
      html.append("</a>: ")
      html.appendEscaped(
        state.path.isEmpty
          ? "the first screen" : state.path.map(\.description).joined(separator: ", "))
      html.append("</li>")
    }
    html.append("</ol></section></body></html>\n")
    return html.string
  }

  /// The steps that reach `state`, each linked to the state it reached.
  private func writePath(to state: Exploration.State, into html: inout HTMLBuffer) {
    html.append("<p class=\"path\">")
    guard !state.path.isEmpty else {
      html.append("The first screen.</p>")
      return
    }
    html.append("Reached from <a href=\"state-0.html\">the first screen</a> by ")
    let chain = ancestors(of: state.id)
    for (index, step) in state.path.enumerated() {
      if index > 0 { html.append(", then ") }
      html.append("<a")
      html.attribute("href", Exploration.page(of: chain[index]))
      html.append(">")
      html.appendEscaped(step.description)
      html.append("</a>")
    }
    html.append(".</p>")
  }

  /// The states the path to `id` passes through after each of its steps, `id` last: each
  /// state's first interaction into it was the one that found it, from the state before.
  private func ancestors(of id: Int) -> [Int] {
    var chain = [id]
    var current = id
    while current != 0,
      let edge = exploration.edges.first(where: { $0.to == current && $0.from != current })
    {
      current = edge.from
      if current != 0 { chain.insert(current, at: 0) }
    }
    return chain
  }

  private func writeFindings(_ findings: [ExplorationFinding], into html: inout HTMLBuffer) {
    guard !findings.isEmpty else { return }
    html.append("<section class=\"findings\"><h2>Findings</h2><ul>")
    for finding in findings {
      html.append("<li><strong>")
      html.appendEscaped(finding.kind.rawValue)
      html.append("</strong> in <a")
      html.attribute("href", Exploration.page(of: finding.state))
      html.append(">state ")
      html.appendEscaped(String(finding.state))
      html.append("</a>: ")
      html.appendEscaped(finding.message)
      if !finding.path.isEmpty {
        html.append("<pre class=\"reproduction\">")
        html.appendEscaped(finding.reproduction)
        html.append("</pre>")
      }
      html.append("</li>")
    }
    html.append("</ul></section>")
  }

  private func writeHead(title: String, into html: inout HTMLBuffer) {
    html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
    html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    html.append("<title>")
    html.appendEscaped(title)
    html.append("</title><link rel=\"stylesheet\" href=\"prototype.css\"></head>")
  }

  /// The style sheet every page links (`prototype.css`): the renderings' (with the fonts
  /// they embed), the gallery's, and the prototype's own.
  static var styleSheet: String { Stylesheet.standalone + GalleryStyle.css + css }

  /// The prototype's own layout: the links laid over controls, the path, the interactions.
  private static let css = """
    [data-go]{position:relative}a.go{position:absolute;inset:0;z-index:1}\
    button[formaction],a.go{cursor:pointer}\
    .path,.summary{margin:12px 24px;font-size:14px}.path a,.summary a,.interactions a,\
    .findings a,.states a{color:var(--accent)}\
    .interactions{font-size:14px;max-width:360px}.interactions h2,.states h2{font-size:15px;\
    margin:0 0 8px}.interactions ul{margin:0;padding-left:18px}\
    .reproduction{font:12px/1.3 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap}\
    .graph{margin:16px 24px;overflow:auto}.states{margin:16px 24px;font-size:14px}
    """
}
