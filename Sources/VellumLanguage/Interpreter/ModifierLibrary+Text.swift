import Foundation
import Vellum

/// The text, effect and sizing modifiers a `.vellum` file can apply: each takes numbers, flags
/// or named values (`.bold`, `.center`, `.tail`), as SwiftUI's do.
extension Evaluator {
  /// The names of these modifiers, for suggestions and the parity table.
  static let textModifierNames = [
    "fontWeight", "fontDesign", "lineLimit", "lineSpacing", "multilineTextAlignment",
    "truncationMode", "minimumScaleFactor", "allowsTightening", "textCase", "kerning",
    "tracking", "baselineOffset", "underline", "strikethrough", "monospaced", "monospacedDigit",
    "blur", "brightness", "contrast", "saturation", "grayscale", "offset", "scaleEffect",
    "rotationEffect", "hueRotation", "zIndex", "clipped", "colorInvert", "compositingGroup",
    "allowsHitTesting", "hidden",
    "fixedSize", "layoutPriority", "scaledToFit", "scaledToFill", "ignoresSafeArea",
  ]

  static let weights: [String: Font.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]
  static let designs: [String: Font.Design] = [
    "default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced,
  ]
  private static let textAlignments: [String: TextAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]
  private static let truncationModes: [String: Text.TruncationMode] = [
    "head": .head, "middle": .middle, "tail": .tail,
  ]
  private static let textCases: [String: Text.Case] = [
    "uppercase": .uppercase, "lowercase": .lowercase,
  ]

  /// `base.name(arguments)` when `name` is one of ``textModifierNames``, else `nil`.
  func applyTextModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    func value() throws(Diagnostic) -> Expression { try call.required(nil) }
    func number() throws(Diagnostic) -> Double { try self.number(try value()) }
    func flag(default fallback: Bool = true) throws(Diagnostic) -> Bool {
      try call.optional(nil).map(truth(of:)) ?? fallback
    }
    switch name {
    case "fontWeight": return base.fontWeight(try member(try value(), in: Self.weights))
    case "fontDesign": return base.fontDesign(try member(try value(), in: Self.designs))
    case "lineLimit":
      let limit = try value()
      if case .literal(.none) = limit.kind { return base.lineLimit(nil) }
      return base.lineLimit(Int(try self.number(limit)))
    case "lineSpacing": return base.lineSpacing(CGFloat(try number()))
    case "multilineTextAlignment":
      return base.multilineTextAlignment(try member(try value(), in: Self.textAlignments))
    case "truncationMode":
      return base.truncationMode(try member(try value(), in: Self.truncationModes))
    case "minimumScaleFactor": return base.minimumScaleFactor(CGFloat(try number()))
    case "allowsTightening": return base.allowsTightening(try truth(of: try value()))
    case "textCase":
      let textCase = try value()
      if case .literal(.none) = textCase.kind { return base.textCase(nil) }
      return base.textCase(try member(textCase, in: Self.textCases))
    case "kerning": return base.kerning(CGFloat(try number()))
    case "tracking": return base.tracking(CGFloat(try number()))
    case "baselineOffset": return base.baselineOffset(CGFloat(try number()))
    case "underline": return base.underline(try flag())
    case "strikethrough": return base.strikethrough(try flag())
    case "monospaced": return base.monospaced(try flag())
    case "monospacedDigit": return base.monospacedDigit()
    default: return try applyEffectModifier(base, name, &call)
    }
  }

  /// The effect and sizing modifiers among ``textModifierNames``.
  private func applyEffectModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    func number(_ label: String? = nil) throws(Diagnostic) -> Double {
      try self.number(try call.required(label))
    }
    switch name {
    case "blur": return base.blur(radius: CGFloat(try number("radius")))
    case "brightness": return base.brightness(try number())
    case "contrast": return base.contrast(try number())
    case "saturation": return base.saturation(try number())
    case "grayscale": return base.grayscale(try number())
    case "offset":
      let x = try call.optional("x").map(self.number) ?? 0
      let y = try call.optional("y").map(self.number) ?? 0
      return base.offset(x: CGFloat(x), y: CGFloat(y))
    case "scaleEffect": return base.scaleEffect(CGFloat(try number()))
    case "rotationEffect":
      let angle = try self.angle(try call.required(nil))
      let anchor = try call.optional("anchor").map { (anchor) throws(Diagnostic) in
        try member(anchor, in: Self.unitPoints)
      }
      return base.rotationEffect(angle, anchor: anchor ?? .center)
    case "hueRotation": return base.hueRotation(try self.angle(try call.required(nil)))
    case "zIndex": return base.zIndex(try number())
    case "clipped": return base.clipped()
    case "colorInvert": return base.colorInvert()
    case "compositingGroup": return base.compositingGroup()
    case "allowsHitTesting": return base.allowsHitTesting(try truth(of: try call.required(nil)))
    case "hidden": return base.hidden()
    case "fixedSize": return base.fixedSize()
    case "layoutPriority": return base.layoutPriority(try number())
    case "scaledToFit": return base.scaledToFit()
    case "scaledToFill": return base.scaledToFill()
    case "ignoresSafeArea": return base.ignoresSafeArea()
    default: return try applyControlModifier(base, name, &call)
    }
  }
}
