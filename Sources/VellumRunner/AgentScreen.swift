import Vellum
import VellumRenderers

/// A screen open in the runner: a live host of one preview, the references its last
/// snapshot gave, and how to mount the preview again (for its variants).
///
/// ```swift
/// let screen = AgentScreen(id: "s1", name: "Recipes", make: preview.host!)
/// print(screen.snapshot().text)
/// ```
@MainActor
package final class AgentScreen {
  /// The screen's identifier in the runner: `s1`, `s2`, …
  package let id: String
  /// The preview's name.
  package let name: String
  /// The host the screen runs in.
  package let host: ViewHost
  /// The `.vellum` file and view name the screen shows, for a view of a file.
  package let source: (file: String, view: String?)?
  private var make: (Variant?) -> ViewHost
  private let variant: Variant?
  private var references = ScreenReferences()
  /// The controls the references of the last snapshot or page name.
  private var known: [String: ScreenControl]?
  /// The other controls on the view of each reference of the live page.
  private var sharing: [String: [ScreenControl]] = [:]
  /// The screen's live page, once one is opened.
  private var page: LivePage?

  /// Mounts the preview `make` hosts, in `variant` if one is given; `source` is the file and
  /// view it shows, if it shows a view of a `.vellum` file.
  package init(
    id: String, name: String, variant: Variant?, source: (file: String, view: String?)? = nil,
    make: @escaping (Variant?) -> ViewHost
  ) {
    self.id = id
    self.name = name
    self.source = source
    self.make = make
    self.variant = variant
    host = make(variant)
  }

  /// A host of the screen's view as it was first mounted, in the screen's variant: where an
  /// exploration starts each path.
  package func freshHost() -> ViewHost { make(variant) }

  /// Shows `view` instead, as an edit of the view's source does: the host's root view is
  /// replaced, so every view whose identity is unchanged keeps its state.
  package func replaceView(with view: any View) {
    // The host was made around `AnyView(view)` (``ViewHost/init(_:variant:)``): the new view
    // goes in the same wrapper, so a view of the same type is reconciled, not remounted.
    host.rootView = AnyView(view)
    make = { variant in ViewHost(view, variant: variant) }
  }

  /// Reads the screen now; its references stand until the next snapshot.
  package func snapshot() -> ScreenSnapshot {
    let snapshot = ScreenSnapshot(of: host, references: &references)
    known = snapshot.controls
    // A page's element stands for the other controls of its view until the page's next
    // reading; a snapshot names them apart.
    if page == nil { sharing = [:] }
    return snapshot
  }

  /// The screen's live page, opened now if it was not: its markup and version.
  package func livePage() -> (html: String, version: Int) {
    if page == nil {
      var controls = PageControls()
      page = LivePage(host: host, references: &references, controls: &controls)
      adopt(controls)
    }
    return (page!.html, page!.version)
  }

  /// The host's screen now, as its live page would show it opened afresh.
  package func freshPageHTML() -> String {
    var controls = PageControls()
    let html = LivePage.html(
      of: host.root, host: host, references: &references, controls: &controls)
    adopt(controls)
    return html
  }

  /// Takes over a live page another runner kept: `html` at `version` is what it shows; the
  /// answer brings it to this screen's page.
  package func rebase(onto html: String, version: Int) -> LivePageUpdate {
    _ = livePage()
    return page!.rebase(onto: html, version: version)
  }

  /// Brings the live page up to date with the host's updates since it was last brought (an
  /// empty update when no page is open).
  package func catchUp() -> LivePageUpdate {
    guard page != nil else { return LivePageUpdate() }
    var controls = PageControls()
    let update = page!.catchUp(host: host, references: &references, controls: &controls)
    adopt(controls)
    return update
  }

  /// Takes the controls a page's references name as the ones acted on.
  private func adopt(_ controls: PageControls) {
    known = controls.named
    sharing = controls.sharing
  }

  /// Performs `action` (on the control `reference` names in the last snapshot or page), lets
  /// the tasks it started finish, and returns the patches of its update and, with a live page
  /// open, what the page must do to follow them.
  package func act(_ action: AgentAction, reference: String?) async throws(AgentError)
    -> (patches: String, page: LivePageUpdate)
  {
    let control = action.needsReference ? try self.control(reference) : nil
    // On a page, a reference stands for every control of its view: the first that takes the
    // action does it (a long press on a row that also swipes).
    let candidates = control.map { [$0] + (reference.flatMap { sharing[$0] } ?? []) } ?? []
    var failure: (any Error)?
    for candidate in candidates {
      do {
        try host.perform(on: candidate) {
          try action.perform(on: host, label: candidate.name ?? "")
        }
        failure = nil
        break
      } catch {
        failure = failure ?? error
      }
    }
    do {
      if candidates.isEmpty { try action.perform(on: host, label: "") }
    } catch {
      failure = error
    }
    if let failure { throw .interaction("\(failure)") }
    // Settling starts a report of its own: the tasks' patches follow the action's, and the
    // page follows each report in turn.
    let patches = host.render(.patches)
    var page = catchUp()
    await host.settle(timeout: .seconds(2))
    let settled = catchUp()
    page.operations += settled.operations
    page.patches += settled.patches
    page.resynced = page.resynced || settled.resynced
    page.problem = page.problem ?? settled.problem
    page.version = settled.version
    return (patches + host.render(.patches), page)
  }

  /// The control `reference` names in the last snapshot.
  private func control(_ reference: String?) throws(AgentError) -> ScreenControl {
    guard let reference else {
      throw .badArguments("this action needs the `ref` of a control from the snapshot")
    }
    let controls = known ?? snapshot().controls
    guard let control = controls[reference] else {
      let known = controls.keys.sorted {
        $0.count != $1.count ? $0.count < $1.count : $0 < $1
      }
      throw .notFound(
        "no control has the ref \(reference) on the screen's last snapshot"
          + (known.isEmpty ? " (it has none)" : " (it has \(known.joined(separator: ", ")))")
          + "; take a snapshot to see the screen as it is")
    }
    return control
  }

  /// The screen rendered in `format`: text (at `width` cells), html, page, svg, tree,
  /// accessibility or patches.
  package func render(_ format: String, width: Int?) throws(AgentError) -> String {
    switch format {
    case "text": return host.render(width.map { .text(width: $0) } ?? .text)
    case "html": return host.render(.html)
    case "page": return host.render(.htmlPage(title: name))
    case "svg": return host.render(.svg)
    case "tree": return host.render(.tree)
    case "accessibility": return host.render(.accessibility)
    case "patches": return host.render(.patches)
    default:
      throw .badArguments(
        "unknown format \(format); use text, html, page, svg, tree, accessibility or patches")
    }
  }

  /// The accessibility audit's findings, a line each: of the screen as it is, and with
  /// `variants`, of the preview mounted afresh in each preset variant (dark, the largest
  /// text sizes, right to left, …).
  package func audit(variants: Bool) -> String {
    var report = Self.findings(host.accessibilityAudit(), heading: "as it is")
    guard variants else { return report }
    for variant in Variant.presets {
      report += Self.findings(make(variant).accessibilityAudit(), heading: variant.name)
    }
    return report
  }

  private static func findings(_ findings: [AccessibilityFinding], heading: String) -> String {
    let lines = findings.isEmpty ? ["no findings"] : findings.map(\.description)
    return "# \(heading)\n" + lines.map { $0 + "\n" }.joined()
  }
}
