import Vellum
import VellumExplorer
import VellumRenderers
import VellumValues

/// A screen as a tool reads it: what VoiceOver reads, one element a line in reading order,
/// with its kind, label, value and state, and a short reference (`[ref=e3]`) on each element
/// a person can act on. A line is written the way Playwright's accessibility snapshots are, so
/// an agent that knows those reads this. Texts are quoted as Swift quotes them, so a label with
/// a quote or a line break stays on its line.
///
/// ```
/// - heading "Recipes"
/// - button "Kimchi stew" [ref=e1]
/// - text field "Search", value "" [ref=e2]
/// ```
@MainActor
package struct ScreenSnapshot {
  /// The snapshot, a line an element.
  package let text: String
  /// The control behind each reference.
  package let controls: [String: ScreenControl]

  /// Reads `host`'s screen, naming its controls with `references` (which keeps a control's
  /// reference while it stays on screen).
  init(of host: ViewHost, references: inout ScreenReferences) {
    let root = host.root
    let controls = host.screenControls.filter(Self.isDriven)
    let places = ControlPlaces(of: controls, in: root)
    let keys = places.keys
    let identities = ScreenReferences.identities(of: controls)
    var lines: [String] = []
    if let presented = root.presentations.last {
      var line = "# \(presented.role.rawValue.lowercased())"
      if case .string(let title) = presented[.title] { line += " " + quoted(title) }
      lines.append(line + " is up: only it can be used")
    }
    var shown: Set<Int> = []
    var byReference: [String: ScreenControl] = [:]
    for element in AccessibilityRenderer().elements(of: root) {
      // The element's own control, or the innermost control around it (a tappable row).
      let owner = controls.indices.filter { index in
        guard let key = keys[index], !shown.contains(index) else { return false }
        return key <= element.key && element.key < places.ends[key]
      }.max { keys[$0]! < keys[$1]! }
      // An element with no label of its own (a symbol's button) is named as the host finds it.
      let label = element.label.isEmpty ? owner.flatMap { controls[$0].name } ?? "" : element.label
      var line = "- \(element.kind) " + quoted(label)
      if let value = element.value { line += ", value " + quoted(value) }
      if let hint = element.hint { line += ", hint " + quoted(hint) }
      if !element.traits.isEmpty { line += " (" + element.traits.joined(separator: ", ") + ")" }
      if let owner {
        shown.insert(owner)
        let reference = references.name(for: identities[owner])
        byReference[reference] = controls[owner]
        line += Self.describe(controls[owner], as: element.kind, reference: reference)
      }
      lines.append(line)
    }
    for index in controls.indices where !shown.contains(index) {
      let control = controls[index]
      let reference = references.name(for: identities[index])
      byReference[reference] = control
      let label = control.name.map { " " + quoted($0) } ?? ""
      lines.append(
        "- \(control.kind)\(label)" + Self.describe(control, as: "", reference: reference))
    }
    if Self.canGoBack(root) { lines.append("# back: the navigation stack can go back") }
    text = lines.joined(separator: "\n") + "\n"
    self.controls = byReference
  }

  /// The reference, and the control's kind where the element reads as something else.
  private static func describe(_ control: ScreenControl, as kind: String, reference: String)
    -> String
  {
    var notes = ["ref=\(reference)"]
    if control.kind != kind, !(kind == "button" && ["button", "link"].contains(control.kind)),
      !(kind == "switch" && control.kind == "toggle")
    {
      notes.append(control.kind)
    }
    if !control.isEnabled { notes.append("disabled") }
    return " [" + notes.joined(separator: ", ") + "]"
  }

  /// Whether the snapshot names a control: rows that delete or move, and pulling to refresh,
  /// are not acted on by reference.
  static func isDriven(_ control: ScreenControl) -> Bool {
    !control.kind.hasPrefix("list of") && control.kind != "refreshable"
  }

  /// Whether a navigation stack on screen has a screen pushed.
  private static func canGoBack(_ node: Node) -> Bool {
    var stack = [node]
    while let current = stack.popLast() {
      if current.role == .navigationStack,
        current.children.filter({ $0.role == .screen }).count > 1
      {
        return true
      }
      stack.append(contentsOf: current.children)
    }
    return false
  }
}

/// The references a screen's controls are given: `e1`, `e2`, … in the order they are first
/// seen, a control keeping its reference while it stays on screen. A control is known by its
/// kind, its name and how many controls of that kind and name come before it.
@MainActor
struct ScreenReferences {
  private var known: [String: String] = [:]

  /// Each control's identity: its kind, its name and how many controls of that kind and
  /// name come before it.
  static func identities(of controls: [ScreenControl]) -> [String] {
    var seen: [String: Int] = [:]
    return controls.map { control in
      let identity = control.kind + "\u{1F}" + (control.name ?? "")
      let occurrence = seen[identity, default: 0]
      seen[identity] = occurrence + 1
      return identity + "\u{1F}\(occurrence)"
    }
  }

  /// The reference of the control with `identity`: the one it had, or the next one.
  mutating func name(for identity: String) -> String {
    if let name = known[identity] { return name }
    let name = "e\(known.count + 1)"
    known[identity] = name
    return name
  }
}
