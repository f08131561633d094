import Vellum
import VellumExplorer
import VellumRenderers
import VellumValues

/// A screen as a live preview page shows it, kept in step with its host by the host's own
/// patches: the page's tree is the screen when the page was opened with each update's patches
/// applied since (``Reconciler/apply(_:to:)``), never the host's tree read afresh, so every
/// update proves its patches. The page's markup is that tree rendered as HTML, each control
/// the page can drive carrying its reference (`data-ref="e3"`, the references of the screen's
/// snapshots), and what a page must do to follow an update is the ``MarkupDiff`` from the
/// markup before to the markup after.
///
/// ```swift
/// var page = LivePage(host: host, references: &references, controls: &controls)
/// try host.tap("+")
/// let update = page.catchUp(host: host, references: &references, controls: &controls)
/// update.operations   // [{"op": "text", "path": [0, 1, 0], "text": "1"}]
/// ```
@MainActor
package struct LivePage {
  /// The tree the page shows.
  private var shown: Node
  /// The page's markup.
  private var markup: Markup
  /// The number of the host's last update the page has followed.
  private var update: Int
  /// How many updates changed the page since it was opened.
  package private(set) var version = 0

  /// The page of `host`'s screen as it is now; `controls` becomes the controls the page's
  /// references name.
  init(
    host: ViewHost, references: inout ScreenReferences, controls: inout PageControls
  ) {
    update = host.lastUpdate.number
    shown = host.root
    markup = Markup(
      parsing: Self.html(of: shown, host: host, references: &references, controls: &controls))
  }

  /// The page's markup: the screen's content, as ``HTMLRenderer`` writes a fragment placed at
  /// the point layout's frames, to go in an element of ``deviceSize`` (see
  /// ``LivePage/deviceSize(of:)``).
  package var html: String { String(decoding: markup.source, as: UTF8.self) }

  /// The size, in points, of the device `host`'s screen is laid out on: the size of the
  /// element a page's markup goes in, whose top-leading corner its frames are measured from.
  ///
  /// ```swift
  /// LivePage.deviceSize(of: host)   // (width: 393, height: 852) on an iPhone 15
  /// ```
  package static func deviceSize(of host: ViewHost) -> (width: Double, height: Double) {
    let size = Screen(of: host.root).size
    return (size.width, size.height)
  }

  /// Follows the host's updates since the last call: the patches of one update are applied to
  /// the page's tree; after more than one (a timer fired and an action ran before the page
  /// asked), the page takes the host's tree as it is, since the updates in between are gone.
  mutating func catchUp(
    host: ViewHost, references: inout ScreenReferences, controls: inout PageControls
  ) -> LivePageUpdate {
    let summary = host.lastUpdate
    var result = LivePageUpdate()
    if summary.number == update + 1 {
      result.patches = summary.patches.count
      do {
        shown = try Reconciler.apply(summary.patches, to: shown)
        if shown != host.root {
          result.problem =
            "the update's \(summary.patches.count) patches did not turn the page's screen into "
            + "the host's; the page shows the host's screen"
        }
      } catch {
        result.problem = "the update's patches did not apply: \(error)"
      }
    } else if summary.number != update {
      result.resynced = true
    }
    update = summary.number
    if result.problem != nil || result.resynced { shown = host.root }
    let next = Markup(
      parsing: Self.html(of: shown, host: host, references: &references, controls: &controls))
    result.operations = MarkupDiff.operations(from: markup, to: next)
    markup = next
    if !result.operations.isEmpty { version += 1 }
    result.version = version
    return result
  }

  /// Takes `html`, at `version`, as what the page shows now (a page another runner kept up,
  /// before this runner took the screen over) and returns what brings it to this page.
  mutating func rebase(onto html: String, version: Int) -> LivePageUpdate {
    let current = markup
    markup = Markup(parsing: html)
    self.version = version
    var result = LivePageUpdate()
    result.operations = MarkupDiff.operations(from: markup, to: current)
    markup = current
    if !result.operations.isEmpty { self.version += 1 }
    result.version = self.version
    return result
  }

  /// `tree` as HTML, each of `host`'s controls found in it marked with its reference.
  static func html(
    of tree: Node, host: ViewHost, references: inout ScreenReferences,
    controls: inout PageControls
  ) -> String {
    let screenControls = host.screenControls.filter(ScreenSnapshot.isDriven)
    let places = ControlPlaces(of: screenControls, in: tree)
    let identities = ScreenReferences.identities(of: screenControls)
    var marks: [Int: String] = [:]
    var found = PageControls()
    for (index, control) in screenControls.enumerated() {
      if let key = places.keys[index] {
        let reference = references.name(for: identities[index])
        marks[key] = reference
        found.named[reference] = control
      } else if let earlier = screenControls.indices.first(where: {
        $0 < index && places.keys[$0] != nil && screenControls[$0].node == control.node
      }), let reference = places.keys[earlier].flatMap({ marks[$0] }) {
        // A second control on the same view (a row that swipes and opens a context menu):
        // the page's one element stands for both.
        found.sharing[reference, default: []].append(control)
      }
    }
    controls = found
    // Each element at the frame the point layout gives its view on the screen's device, as
    // the gallery places them: the page shows what the device would.
    let marked = ControlPlaces.marking(tree, with: marks)
    return HTMLRenderer(placing: marked).fragment(marked)
  }
}

/// The controls a live page's references name: each reference's control, and the other
/// controls on the same view, which the page's element stands for too.
package struct PageControls {
  /// The control of each reference.
  package var named: [String: ScreenControl] = [:]
  /// The other controls on the view of each reference, in screen order.
  package var sharing: [String: [ScreenControl]] = [:]
}

/// What following the host's updates did to a live page.
package struct LivePageUpdate {
  /// The DOM operations that bring the page up to date (see ``MarkupDiff``).
  package var operations: [JSONValue] = []
  /// How many of the host's patches were applied to the page's tree.
  package var patches = 0
  /// Whether the page took the host's tree as it is, having missed updates.
  package var resynced = false
  /// What went wrong applying the patches, if anything.
  package var problem: String?
  /// The page's version after the update.
  package var version = 0
}
