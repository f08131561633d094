import Foundation
import Vellum

/// The control-style, list-row, navigation, presentation, event and accessibility modifiers a
/// `.vellum` file can apply, with SwiftUI's labels and named values.
extension Evaluator {
  /// The names of these modifiers, for suggestions and the parity table.
  static let controlModifierNames = [
    "toggleStyle", "pickerStyle", "textFieldStyle", "labelStyle", "progressViewStyle",
    "controlSize", "imageScale", "symbolRenderingMode", "symbolVariant", "badge", "deleteDisabled",
    "moveDisabled",
    "listRowSeparator", "scrollContentBackground", "scrollDisabled",
    "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "fullScreenCover",
    "confirmationDialog", "interactiveDismissDisabled", "onChange", "onSubmit", "id",
    "tabItem", "overlay", "accessibilityLabel", "accessibilityHint", "help", "scenePadding",
    "statusBarHidden", "textInputAutocapitalization", "menuIndicator", "autocorrectionDisabled",
    "listRowSpacing", "tabViewStyle", "formStyle", "headerProminence", "toolbarTitleDisplayMode",
    "accessibilityValue",
    "accessibilityIdentifier", "accessibilityHidden", "redacted", "unredacted",
    "privacySensitive", "labelsHidden", "labelsVisibility",
  ]

  private static let imageScales: [String: Image.Scale] = [
    "small": .small, "medium": .medium, "large": .large,
  ]
  private static let capitalizations: [String: TextInputAutocapitalization] = [
    "never": .never, "words": .words, "sentences": .sentences, "characters": .characters,
  ]
  private static let symbolRenderingModes: [String: SymbolRenderingMode] = [
    "monochrome": .monochrome, "multicolor": .multicolor, "hierarchical": .hierarchical,
    "palette": .palette,
  ]
  private static let prominences: [String: Prominence] = [
    "standard": .standard, "increased": .increased,
  ]
  private static let toolbarTitleModes: [String: ToolbarTitleDisplayMode] = [
    "automatic": .automatic, "inline": .inline, "large": .large, "inlineLarge": .inlineLarge,
  ]
  private static let controlSizes: [String: ControlSize] = [
    "mini": .mini, "small": .small, "regular": .regular, "large": .large,
    "extraLarge": .extraLarge,
  ]
  private static let symbolVariants: [String: SymbolVariants] = [
    "none": .none, "fill": .fill, "circle": .circle, "square": .square, "slash": .slash,
  ]
  private static let titleDisplayModes: [String: NavigationBarItem.TitleDisplayMode] = [
    "automatic": .automatic, "inline": .inline, "large": .large,
  ]
  private static let visibilities: [String: Visibility] = [
    "automatic": .automatic, "visible": .visible, "hidden": .hidden,
  ]

  /// `base.name(arguments)` when `name` is one of ``controlModifierNames``, else `nil`.
  func applyControlModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    func value() throws(Diagnostic) -> Expression { try call.required(nil) }
    func flag() throws(Diagnostic) -> Bool { try call.optional(nil).map(truth(of:)) ?? true }
    switch name {
    case "toggleStyle", "pickerStyle", "textFieldStyle", "labelStyle", "progressViewStyle":
      return try controlStyle(base, name, try value())
    case "controlSize": return base.controlSize(try member(try value(), in: Self.controlSizes))
    case "imageScale": return base.imageScale(try member(try value(), in: Self.imageScales))
    case "symbolRenderingMode":
      return base.symbolRenderingMode(try member(try value(), in: Self.symbolRenderingModes))
    case "symbolVariant":
      return base.symbolVariant(try member(try value(), in: Self.symbolVariants))
    case "badge":
      let badge = try evaluate(try value())
      if case .integer(let count) = badge { return base.badge(count) }
      return base.badge(badge.string)
    case "deleteDisabled": return base.deleteDisabled(try truth(of: try value()))
    case "moveDisabled": return base.moveDisabled(try truth(of: try value()))
    case "listRowSeparator":
      return base.listRowSeparator(try member(try value(), in: Self.visibilities))
    case "scrollContentBackground":
      return base.scrollContentBackground(try member(try value(), in: Self.visibilities))
    case "scrollDisabled": return base.scrollDisabled(try truth(of: try value()))
    case "navigationBarTitleDisplayMode":
      return base.navigationBarTitleDisplayMode(
        try member(try value(), in: Self.titleDisplayModes))
    case "navigationBarBackButtonHidden": return base.navigationBarBackButtonHidden(try flag())
    case "interactiveDismissDisabled": return base.interactiveDismissDisabled(try flag())
    case "accessibilityLabel": return base.accessibilityLabel(try text(try value()))
    case "accessibilityHint": return base.accessibilityHint(try text(try value()))
    case "help": return base.help(try text(try value()))
    case "menuIndicator": return base.menuIndicator(try member(try value(), in: Self.visibilities))
    case "autocorrectionDisabled": return base.autocorrectionDisabled(try flag())
    case "listRowSpacing": return base.listRowSpacing(CGFloat(try number(try value())))
    case "tabViewStyle":
      return try memberName(try value(), among: ["automatic", "page"]) == "page"
        ? AnyView(base.tabViewStyle(.page)) : AnyView(base.tabViewStyle(.automatic))
    case "formStyle":
      _ = try memberName(try value(), among: ["automatic", "grouped", "columns"])
      return base.formStyle(.grouped)
    case "headerProminence":
      return base.headerProminence(try member(try value(), in: Self.prominences))
    case "toolbarTitleDisplayMode":
      return base.toolbarTitleDisplayMode(try member(try value(), in: Self.toolbarTitleModes))
    case "scenePadding": return base.scenePadding()
    case "statusBarHidden": return base.statusBarHidden(try flag())
    case "textInputAutocapitalization":
      return base.textInputAutocapitalization(try member(try value(), in: Self.capitalizations))
    case "accessibilityValue": return base.accessibilityValue(try text(try value()))
    case "accessibilityIdentifier":
      return base.accessibilityIdentifier(try string(try value()))
    case "accessibilityHidden": return base.accessibilityHidden(try truth(of: try value()))
    case "redacted":
      let reason = try memberName(try call.required("reason"), among: ["placeholder", "privacy"])
      return base.redacted(reason: reason == "privacy" ? .privacy : .placeholder)
    case "unredacted": return base.unredacted()
    case "privacySensitive": return base.privacySensitive(try flag())
    case "labelsHidden": return base.labelsHidden()
    case "labelsVisibility":
      return base.labelsVisibility(try member(try value(), in: Self.visibilities))
    case "id": return base.id(try evaluate(try value()))
    default: return try applyContentModifier(base, name, &call)
    }
  }

  /// The modifiers among ``controlModifierNames`` that take content or actions.
  private func applyContentModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    switch name {
    case "tabItem":
      let label = try call.requiredClosure("label")
      return base.tabItem { buildReporting(label) }
    case "overlay":
      let alignment = try call.optional("alignment").map { (expression) throws(Diagnostic) in
        try member(expression, in: Self.overlayAlignments)
      }
      let content = try call.requiredClosure("content")
      return base.overlay(alignment: alignment ?? .center) { buildReporting(content) }
    case "fullScreenCover":
      let isPresented = try binding(try call.required("isPresented"), \.bool, type: "Bool")
      let content = deferred(try call.requiredClosure("content"), sample: Value.none)
      return base.fullScreenCover(isPresented: isPresented) { content(Value.none) }
    case "confirmationDialog":
      let title = try text(try call.required(nil))
      let isPresented = try binding(try call.required("isPresented"), \.bool, type: "Bool")
      let visibility = try call.optional("titleVisibility").map { (e) throws(Diagnostic) in
        try member(
          e, in: ["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden])
      }
      let actions = deferred(try call.requiredClosure("actions"), sample: Value.none)
      return base.confirmationDialog(
        LocalizedStringKey(title), isPresented: isPresented,
        titleVisibility: visibility ?? .automatic
      ) {
        actions(Value.none)
      }
    case "onChange":
      let observed = try call.required("of")
      let value = try evaluate(observed)
      let action = Action(self, try call.requiredClosure("action"))
      return base.onChange(of: value) { action.run() }
    case "onSubmit":
      let action = Action(self, try call.requiredClosure("action"))
      return base.onSubmit { action.run() }
    default:
      return try applyMoreModifier(base, name, &call)
    }
  }

  private static let overlayAlignments: [String: Alignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
    "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
    "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
  ]

  /// `toggleStyle(.switch)`, `pickerStyle(.segmented)`, `textFieldStyle(.roundedBorder)`,
  /// `labelStyle(.iconOnly)`, `progressViewStyle(.circular)`.
  private func controlStyle(_ base: any View, _ name: String, _ expression: Expression)
    throws(Diagnostic) -> any View
  {
    switch name {
    case "toggleStyle":
      switch try memberName(expression, among: ["automatic", "button", "checkbox", "switch"]) {
      case "button": return base.toggleStyle(.button)
      case "checkbox": return base.toggleStyle(.checkbox)
      case "switch": return base.toggleStyle(.switch)
      default: return base.toggleStyle(.automatic)
      }
    case "pickerStyle":
      let names = [
        "automatic", "inline", "menu", "navigationLink", "palette", "segmented", "wheel",
      ]
      switch try memberName(expression, among: names) {
      case "inline": return base.pickerStyle(.inline)
      case "menu": return base.pickerStyle(.menu)
      case "navigationLink": return base.pickerStyle(.navigationLink)
      case "palette": return base.pickerStyle(.palette)
      case "segmented": return base.pickerStyle(.segmented)
      case "wheel": return base.pickerStyle(.wheel)
      default: return base.pickerStyle(.automatic)
      }
    case "textFieldStyle":
      switch try memberName(expression, among: ["automatic", "plain", "roundedBorder"]) {
      case "plain": return base.textFieldStyle(.plain)
      case "roundedBorder": return base.textFieldStyle(.roundedBorder)
      default: return base.textFieldStyle(.automatic)
      }
    case "labelStyle":
      let names = ["automatic", "iconOnly", "titleAndIcon", "titleOnly"]
      switch try memberName(expression, among: names) {
      case "iconOnly": return base.labelStyle(.iconOnly)
      case "titleAndIcon": return base.labelStyle(.titleAndIcon)
      case "titleOnly": return base.labelStyle(.titleOnly)
      default: return base.labelStyle(.automatic)
      }
    default:
      switch try memberName(expression, among: ["automatic", "circular", "linear"]) {
      case "circular": return base.progressViewStyle(.circular)
      case "linear": return base.progressViewStyle(.linear)
      default: return base.progressViewStyle(.automatic)
      }
    }
  }
}
