import Foundation
import Vellum

/// The presentation, inspector, scroll-behaviour, text-selection, accessibility-detail and
/// style modifiers a `.vellum` file can apply, each with SwiftUI's named values.
extension Evaluator {
  /// The names of these modifiers, for suggestions and the parity table.
  static let presentationModifierNames = [
    "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
    "presentationBackground", "inspector", "inspectorColumnWidth", "navigationSubtitle",
    "scrollBounceBehavior", "scrollDismissesKeyboard", "textSelection", "gridColumnAlignment",
    "accessibilitySortPriority", "accessibilityRespondsToUserInteraction",
    "accessibilityHeading", "accessibilityAddTraits", "accessibilityRemoveTraits",
    "buttonBorderShape", "menuStyle", "menuActionDismissBehavior", "groupBoxStyle",
    "disclosureGroupStyle",
    "labeledContentStyle", "animation", "transition", "contentTransition",
    "scrollTargetBehavior", "searchScopes",
  ]

  static let animations: [String: Animation] = [
    "default": .default, "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
    "easeInOut": .easeInOut, "spring": .spring, "bouncy": .bouncy, "smooth": .smooth,
    "snappy": .snappy,
  ]
  private static let transitions: [String: AnyTransition] = [
    "opacity": .opacity, "slide": .slide, "scale": .scale, "identity": .identity,
  ]
  private static let menuDismissBehaviors: [String: MenuActionDismissBehavior] = [
    "automatic": .automatic, "enabled": .enabled, "disabled": .disabled,
  ]
  private static let contentTransitions: [String: ContentTransition] = [
    "opacity": .opacity, "identity": .identity,
  ]

  private static let detents: [String: PresentationDetent] = ["medium": .medium, "large": .large]
  private static let visibilities: [String: Visibility] = [
    "automatic": .automatic, "visible": .visible, "hidden": .hidden,
  ]
  private static let bounces: [String: ScrollBounceBehavior] = [
    "automatic": .automatic, "always": .always, "basedOnSize": .basedOnSize,
  ]
  private static let keyboardDismissals: [String: ScrollDismissesKeyboardMode] = [
    "automatic": .automatic, "immediately": .immediately, "interactively": .interactively,
    "never": .never,
  ]
  private static let headingLevels: [String: AccessibilityHeadingLevel] = [
    "unspecified": .unspecified, "h1": .h1, "h2": .h2, "h3": .h3, "h4": .h4, "h5": .h5,
    "h6": .h6,
  ]
  private static let traits: [String: AccessibilityTraits] = [
    "isButton": .isButton, "isHeader": .isHeader, "isSelected": .isSelected, "isLink": .isLink,
    "isSearchField": .isSearchField, "isImage": .isImage, "isStaticText": .isStaticText,
    "isSummaryElement": .isSummaryElement, "updatesFrequently": .updatesFrequently,
    "isModal": .isModal, "isToggle": .isToggle,
  ]
  private static let borderShapes: [String: ButtonBorderShape] = [
    "automatic": .automatic, "capsule": .capsule, "roundedRectangle": .roundedRectangle,
    "circle": .circle,
  ]

  /// `base.name(arguments)` when `name` is one of ``presentationModifierNames``, else `nil`.
  func applyPresentationModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    func value() throws(Diagnostic) -> Expression { try call.required(nil) }
    switch name {
    case "presentationDetents":
      let list = try value()
      guard case .array(let elements) = list.kind else {
        throw Diagnostic(
          message: "expected a set of detents such as [.medium, .large]", location: list.location)
      }
      var detents: Set<PresentationDetent> = []
      for element in elements { detents.insert(try member(element, in: Self.detents)) }
      return base.presentationDetents(detents)
    case "presentationDragIndicator":
      return base.presentationDragIndicator(try member(try value(), in: Self.visibilities))
    case "presentationCornerRadius":
      return base.presentationCornerRadius(CGFloat(try number(try value())))
    case "presentationBackground": return base.presentationBackground(try color(try value()))
    case "inspector":
      let isPresented = try binding(try call.required("isPresented"), \.bool, type: "Bool")
      let content = deferred(try call.requiredClosure("content"), sample: Value.none)
      return base.inspector(isPresented: isPresented) { content(Value.none) }
    case "inspectorColumnWidth": return base.inspectorColumnWidth(CGFloat(try number(try value())))
    case "navigationSubtitle": return base.navigationSubtitle(try text(try value()))
    case "scrollBounceBehavior":
      return base.scrollBounceBehavior(try member(try value(), in: Self.bounces))
    case "scrollDismissesKeyboard":
      return base.scrollDismissesKeyboard(try member(try value(), in: Self.keyboardDismissals))
    case "textSelection":
      return try memberName(try value(), among: ["disabled", "enabled"]) == "enabled"
        ? AnyView(base.textSelection(.enabled)) : AnyView(base.textSelection(.disabled))
    case "gridColumnAlignment":
      return base.gridColumnAlignment(try member(try value(), in: Self.horizontalAlignments))
    case "accessibilitySortPriority": return base.accessibilitySortPriority(try number(try value()))
    case "accessibilityRespondsToUserInteraction":
      return base.accessibilityRespondsToUserInteraction(
        try call.optional(nil).map(truth(of:)) ?? true)
    case "accessibilityHeading":
      return base.accessibilityHeading(try member(try value(), in: Self.headingLevels))
    case "accessibilityAddTraits":
      return base.accessibilityAddTraits(try member(try value(), in: Self.traits))
    case "accessibilityRemoveTraits":
      return base.accessibilityRemoveTraits(try member(try value(), in: Self.traits))
    case "buttonBorderShape":
      return base.buttonBorderShape(try member(try value(), in: Self.borderShapes))
    case "menuStyle":
      return try memberName(try value(), among: ["automatic", "button"]) == "button"
        ? AnyView(base.menuStyle(.button)) : AnyView(base.menuStyle(.automatic))
    case "menuActionDismissBehavior":
      return base.menuActionDismissBehavior(try member(try value(), in: Self.menuDismissBehaviors))
    case "groupBoxStyle":
      _ = try memberName(try value(), among: ["automatic"])
      return base.groupBoxStyle(.automatic)
    case "disclosureGroupStyle":
      _ = try memberName(try value(), among: ["automatic"])
      return base.disclosureGroupStyle(.automatic)
    case "labeledContentStyle":
      _ = try memberName(try value(), among: ["automatic"])
      return base.labeledContentStyle(.automatic)
    case "scrollTargetBehavior":
      return try memberName(try value(), among: ["paging", "viewAligned"]) == "paging"
        ? AnyView(base.scrollTargetBehavior(.paging))
        : AnyView(base.scrollTargetBehavior(.viewAligned))
    case "searchScopes":
      let scope = try bindingArgument(try value())
      let scopes = try call.requiredClosure("scopes")
      return base.searchScopes(scope) { buildReporting(scopes) }
    case "animation":
      // A rendering is a still screen: the animation is recorded, as in compiled Swift.
      let animation = try member(try value(), in: Self.animations)
      return base.animation(animation, value: try evaluate(try call.required("value")))
    case "transition": return base.transition(try member(try value(), in: Self.transitions))
    case "contentTransition":
      return base.contentTransition(try member(try value(), in: Self.contentTransitions))
    default:
      return nil
    }
  }
}
