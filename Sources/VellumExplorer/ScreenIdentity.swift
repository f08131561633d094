import Vellum

/// What tells an explorer's screens apart: the tree rendering, with what a person entered into
/// input controls left out — a toggle's state, a field's text and focus, a slider's or
/// stepper's value, a picker's or date picker's selection, and the texts of those controls'
/// labels (a stepper's label usually shows its value). Entering a value makes a new state only when something
/// else on the screen changes with it: a text that shows it, a button it enables, a section it
/// reveals. Without this, a form of ten independent controls would be a thousand screens to a
/// walk of depth four, all alike but for values; with it, the walk reaches what the values
/// lead to.
///
/// ```swift
/// ScreenIdentity.key(of: host.root)   // the same before and after `host.toggle("Wi-Fi")`
/// ```
package enum ScreenIdentity {
  /// The roles of the controls whose entered values are left out.
  private static let inputs: Set<Role> = [
    .toggle, .stepper, .slider, .picker, .datePicker, .multiDatePicker, .colorPicker,
    .textField, .secureField, .textEditor,
  ]

  /// The identity of the screen `root` shows.
  package static func key(of root: Node) -> String {
    RenderFormat.tree.render(Rendering(root: withoutEntries(root)))
  }

  /// `node` with the values entered into its input controls left out.
  private static func withoutEntries(_ node: Node) -> Node {
    var node = node
    if inputs.contains(node.role) {
      node.attributes.removeAll { $0.isBound || $0.name == .focused }
      node.children = node.children.map(withoutTexts)
      return node
    }
    node.children = node.children.map(withoutEntries)
    return node
  }

  /// `node` with the texts of its subtree left out.
  private static func withoutTexts(_ node: Node) -> Node {
    var node = node
    node.attributes.removeAll { $0.name == .text }
    node.children = node.children.map(withoutTexts)
    return node
  }
}
