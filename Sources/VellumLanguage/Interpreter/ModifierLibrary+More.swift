import Foundation
import Vellum

/// The gesture, menu, list-row, scroll, drawing and presentation modifiers a `.vellum` file can
/// apply beyond the others: taps, context menus, swipe actions, separators, shadows, borders,
/// popovers and search suggestions.
extension Evaluator {
  /// The names of these modifiers, for suggestions and the parity table.
  static let moreModifierNames = [
    "onTapGesture", "contextMenu", "swipeActions", "gridCellColumns", "colorMultiply",
    "drawingGroup", "mask", "listRowSeparatorTint", "listSectionSeparator",
    "listSectionSeparatorTint", "scrollClipDisabled", "scrollIndicators", "scrollTargetLayout",
    "accentColor", "backgroundStyle", "position", "border", "shadow", "clipShape",
    "preferredColorScheme",
    "popover", "searchSuggestions", "searchCompletion", "safeAreaPadding",
  ]

  private static let scrollIndicatorVisibilities: [String: ScrollIndicatorVisibility] = [
    "automatic": .automatic, "visible": .visible, "hidden": .hidden, "never": .never,
  ]
  private static let sectionVisibilities: [String: Visibility] = [
    "automatic": .automatic, "visible": .visible, "hidden": .hidden,
  ]

  /// `base.name(arguments)` when `name` is one of ``moreModifierNames``, else `nil`.
  func applyMoreModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    func value() throws(Diagnostic) -> Expression { try call.required(nil) }
    func length(_ label: String) throws(Diagnostic) -> CGFloat {
      CGFloat(try call.optional(label).map(number) ?? 0)
    }
    switch name {
    case "onTapGesture":
      let count = try call.optional("count").map(number).map { Int($0) } ?? 1
      let action = Action(self, try call.requiredClosure("perform"))
      return base.onTapGesture(count: count) { action.run() }
    case "contextMenu":
      let items = try call.requiredClosure("menuItems")
      return base.contextMenu { buildReporting(items) }
    case "swipeActions":
      let content = try call.requiredClosure("content")
      let full = try call.optional("allowsFullSwipe").map(truth(of:)) ?? true
      return base.swipeActions(allowsFullSwipe: full) { buildReporting(content) }
    case "gridCellColumns": return base.gridCellColumns(Int(try number(try value())))
    case "colorMultiply": return base.colorMultiply(try color(try value()))
    case "drawingGroup": return base.drawingGroup()
    case "mask":
      let content = try call.requiredClosure("mask")
      return base.mask { buildReporting(content) }
    case "listRowSeparatorTint": return base.listRowSeparatorTint(try color(try value()))
    case "listSectionSeparator":
      return base.listSectionSeparator(try member(try value(), in: Self.sectionVisibilities))
    case "listSectionSeparatorTint": return base.listSectionSeparatorTint(try color(try value()))
    case "scrollClipDisabled":
      return base.scrollClipDisabled(try call.optional(nil).map(truth(of:)) ?? true)
    case "scrollIndicators":
      return base.scrollIndicators(
        try member(try value(), in: Self.scrollIndicatorVisibilities))
    case "scrollTargetLayout": return base.scrollTargetLayout()
    case "accentColor": return base.accentColor(try color(try value()))
    case "backgroundStyle": return base.backgroundStyle(try color(try value()))
    case "position": return base.position(x: try length("x"), y: try length("y"))
    case "border":
      let color = try color(try value())
      return base.border(color, width: CGFloat(try call.optional("width").map(number) ?? 1))
    case "clipShape": return try shape(try value()).clip(base)
    case "shadow":
      let radius = CGFloat(try number(try call.required("radius")))
      return base.shadow(radius: radius, x: try length("x"), y: try length("y"))
    case "preferredColorScheme":
      let scheme = try memberName(try value(), among: ["dark", "light"])
      return base.preferredColorScheme(scheme == "dark" ? .dark : .light)
    case "popover":
      let isPresented = try binding(try call.required("isPresented"), \.bool, type: "Bool")
      let content = deferred(try call.requiredClosure("content"), sample: Value.none)
      return base.popover(isPresented: isPresented) { content(Value.none) }
    case "searchSuggestions":
      let content = try call.requiredClosure("suggestions")
      return base.searchSuggestions { buildReporting(content) }
    case "searchCompletion": return base.searchCompletion(try string(try value()))
    case "safeAreaPadding": return base.safeAreaPadding(CGFloat(try number(try value())))
    default: return try applyPresentationModifier(base, name, &call)
    }
  }
}
