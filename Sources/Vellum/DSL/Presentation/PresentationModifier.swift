/// Presents content over the view it is attached to while `key` returns a value: a sheet, a
/// cover, an alert or a dialog. The presented content is a real child node of the presenting
/// view (with the presentation's role), so the tree shows it and interactions reach it.
///
/// Dismissing — `dismiss()` from the environment, `host.dismiss()`, a tapped alert button, or the
/// binding set to `false`/`nil` — resets the binding; the update that sees it reset removes the
/// content and then calls `onDismiss` once, as SwiftUI does. A new key (an `item` sheet whose item
/// changed) replaces the content: the old one is dismissed and the new one presented.
struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let role: Role
  let attributes: [Attribute]
  let key: () -> AnyHashable?
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?
  let content: () -> Presented

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .attached
    record.updateChild(0, content)
    let memory = record.presentationMemory
    let current = key()
    if let previous = memory.presentedKey, previous != current, let onDismiss {
      record.addEffect(onDismiss)
    }
    memory.presentedKey = current
    guard let current else {
      record.trimChildren(to: 1)
      return
    }
    var environment = record.environment
    environment.dismiss = DismissAction(dismiss)
    environment.isPresented = true
    environment.dismissesOnAction = role == .alert || role == .confirmationDialog
    environment.isEnabled = true
    record.updateChild(
      1, PresentedContent(role: role, attributes: attributes, content: self.content()),
      component: .attachment(role, Identity.Key(current), ordinal: record.attachmentOrdinal),
      environment: environment)
  }
}

/// The node of a presentation, holding its content.
struct PresentedContent<Content: View>: View, PrimitiveView {
  let role: Role
  let attributes: [Attribute]
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let own = (content as? any TitledPresentation)?.presentationAttributes ?? []
    record.element(role, attributes + own, content: content)
  }
}

/// Content that names the presentation it is shown in (a legacy `Alert` carries its title).
@MainActor
protocol TitledPresentation {
  /// Attributes for the presentation's node.
  var presentationAttributes: [Attribute] { get }
}

/// What a presenting record remembers: the key of what it presents.
final class PresentationMemory {
  var presentedKey: AnyHashable?
}

extension GraphNode {
  /// This record's presentation memory, created on first use.
  var presentationMemory: PresentationMemory {
    if let existing = memory as? PresentationMemory { return existing }
    let created = PresentationMemory()
    memory = created
    return created
  }
}
