import Foundation
import Testing

@testable import Vellum

/// The types SwiftUI's API returns, which real files name or rely on.
///
/// Sources: Apple's documentation of `ControlGroup.init(content:label:)` and its titled forms
/// (`ControlGroup<LabeledControlGroupContent<C, L>>`), `ToolbarItemGroup.init(placement:content:
/// label:)` (`LabeledToolbarItemGroupContent`), `SymbolEffectTransition` and
/// `Transition.symbolEffect(_:options:)`, `DismissBehavior` and `Transaction.dismissBehavior`
/// ("The default value is `.interactive`"), `ShapeStyle.secondary` (an instance's levels:
/// `HierarchicalShapeStyleModifier`), `LimitedAvailabilityConfiguration` and
/// `AccessibilityAttachmentModifier` (what `accessibilityLabel` returns).
@MainActor @Suite struct ReturnedTypeTests {
  @Test func labeledControlGroupsKeepTheirControlsAndLabel() throws {
    var bolds = 0
    let group = ControlGroup {
      Button("Bold") { bolds += 1 }
      Button("Italic") {}
    } label: {
      Label("Format", systemImage: "textformat")
    }
    let _:
      ControlGroup<
        LabeledControlGroupContent<TupleView<(Button<Text>, Button<Text>)>, Label<Text, Image>>
      > = group
    let titled: ControlGroup<LabeledControlGroupContent<Button<Text>, Text>> = ControlGroup(
      "Edit"
    ) { Button("Undo") {} }
    let host = ViewHost(
      VStack {
        group
        titled
      })
    let tree = host.render(.tree)
    #expect(tree.contains("Bold") && tree.contains("Italic") && tree.contains("Undo"))
    #expect(!tree.contains("Format"), "the label shows only where the group collapses")
    try host.tap("Bold")
    #expect(bolds == 1)
  }

  @Test func labeledToolbarGroupsShowTheirItems() {
    let host = ViewHost(
      NavigationStack {
        Text("Inbox")
          .navigationTitle("Mail")
          .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
              Button("Archive") {}
              Button("Flag") {}
            } label: {
              Label("More", systemImage: "ellipsis.circle")
            }
          }
      })
    let text = host.render(.text)
    #expect(text.contains("Archive") && text.contains("Flag"))
  }

  @Test func symbolTransitionsBringSymbolsInAndOut() throws {
    struct Done: View {
      @State var isDone = false
      var body: some View {
        VStack {
          if isDone {
            Image(systemName: "checkmark.circle").transition(.symbolEffect(.appear.byLayer))
          }
          Image(systemName: "bell").transition(.symbolEffect)
          Button("Finish") { isDone = true }
        }
      }
    }
    let host = ViewHost(Done())
    #expect(!host.render(.tree).contains("checkmark.circle"))
    try host.tap("Finish")
    #expect(host.render(.tree).contains("checkmark.circle"))
    let transition = SymbolEffectTransition(effect: .scale.up, options: .speed(2))
    #expect(transition.effect == "scale.up" && transition.options == .speed(2))
    #expect(!SymbolEffectTransition.properties.hasMotion)
  }

  @Test func transactionsCarryADismissBehavior() {
    var transaction = Transaction()
    #expect(transaction.dismissBehavior == .interactive)
    transaction.dismissBehavior = .destructive
    #expect(transaction.dismissBehavior == .destructive)
    let dismissWindow = DismissWindowAction()
    withTransaction(\.dismissBehavior, .destructive) { dismissWindow(id: "auxiliary") }
  }

  @Test func aStylesLevelsAreItsColorAtTheLabelOpacities() {
    let tree = ViewHost(
      VStack {
        Text("A").foregroundStyle(Color.red.secondary)
        Text("B").foregroundStyle(Color.blue.tertiary)
        Text("C").foregroundStyle(.tint.quaternary)
        Capsule().fill(Color.green.quinary)
      }
    ).render(.tree)
    let expected = [
      Color.red.opacity(0.6), Color.blue.opacity(0.3), Color.green.opacity(0.1),
    ].map(\.description)
    for color in expected { #expect(tree.contains(color), "\(color) in \(tree)") }
  }

  struct StreakWidget: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
  }

  struct AppWidgets: WidgetBundle {
    var body: some Widget {
      StreakWidget()
      if #available(iOS 17, macOS 14, *) {
        StreakWidget()
      }
    }
  }

  @Test func aWidgetInsideAvailabilityIsTypeErased() {
    let limited = WidgetBundleBuilder.buildLimitedAvailability(StreakWidget())
    #expect(limited.body is LimitedAvailabilityConfiguration)
    _ = AppWidgets().body
  }

  @Test func accessibilityModifiersAttachTheirProperties() {
    let image = Image(systemName: "heart.fill").accessibilityLabel("Favorite")
    #expect(String(describing: type(of: image)).contains("AccessibilityAttachmentModifier"))
    #expect(ViewHost(image).render(.tree).contains("accessibilityLabel: \"Favorite\""))
  }
}
