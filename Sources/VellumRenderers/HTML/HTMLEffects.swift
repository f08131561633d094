import VellumCellLayout
import VellumNodes
import VellumValues

extension HTMLStyle {
  /// A node's geometry effects, filters and blend mode, gathered into one `transform`, one
  /// `filter` and one `mix-blend-mode` declaration (several of each on one node would
  /// otherwise override each other).
  ///
  /// SwiftUI applies the innermost modifier first, and a node lists its modifiers innermost
  /// first; CSS applies a transform list right to left and a filter list left to right, so
  /// transforms are listed in reverse and filters in order.
  struct Effects {
    private var transforms: [String] = []
    private var origin: String?
    private var filters: [String] = []
    private var blend: String?

    /// Takes `attribute` if it is an effect, returning whether it did.
    mutating func take(_ attribute: Attribute) -> Bool {
      let value = attribute.value
      func number(_ name: AttributeName) -> Double {
        value[field: name].flatMap(HTMLStyle.number) ?? 0
      }
      switch attribute.name {
      case .offset:
        transform("translate(\(CSS.pixels(number(.x))),\(CSS.pixels(number(.y))))", value)
      case .scaleEffect:
        transform("scale(\(formatNumber(number(.x))),\(formatNumber(number(.y))))", value)
      case .rotationEffect:
        transform("rotate(\(formatNumber(number(.degrees)))deg)", value)
      case .rotation3DEffect:
        guard case .list(let axis)? = value[field: .axis], axis.count == 3 else { return true }
        let components = axis.map { formatNumber(HTMLStyle.number($0) ?? 0) }
        let perspective = value[field: .perspective].flatMap(HTMLStyle.number) ?? 1
        transform(
          "perspective(\(CSS.pixels(1000 / max(perspective, 0.001)))) rotate3d("
            + components.joined(separator: ",") + ",\(formatNumber(number(.degrees)))deg)", value)
      case .transformEffect:
        guard case .list(let numbers)? = value[field: .matrix], numbers.count == 6 else {
          return true
        }
        // CSS's matrix() takes six numbers, its translation in pixels without a unit.
        let values = numbers.map { formatNumber(HTMLStyle.number($0) ?? 0) }
        transform("matrix(" + values.joined(separator: ",") + ")", value)
      case .blur: filter("blur", value, unit: "px")
      case .brightness:
        guard let amount = HTMLStyle.number(value) else { return true }
        filters.append("brightness(\(formatNumber(1 + amount)))")
      case .saturation: filter("saturate", value)
      case .grayscale: filter("grayscale", value)
      case .contrast: filter("contrast", value)
      case .hueRotation: filter("hue-rotate", value, unit: "deg")
      case .colorInvert: filters.append("invert(1)")
      case .blendMode:
        if case .name(let mode) = value { blend = Self.blendModes[mode.rawValue] }
      default: return false
      }
      return true
    }

    /// Whether no effect was taken, so there are no declarations.
    var isEmpty: Bool { transforms.isEmpty && origin == nil && filters.isEmpty && blend == nil }

    /// The `transform`, `transform-origin` and `filter` declarations, for those in use.
    var declarations: [String] {
      var css: [String] = []
      if !transforms.isEmpty { css.append("transform:" + transforms.joined(separator: " ")) }
      if let origin { css.append("transform-origin:" + origin) }
      if !filters.isEmpty { css.append("filter:" + filters.joined(separator: " ")) }
      if let blend { css.append("mix-blend-mode:" + blend) }
      return css
    }

    /// CSS's `mix-blend-mode` for each blend mode that has one (the compositing modes do not).
    private static let blendModes = [
      "normal": "normal", "multiply": "multiply", "screen": "screen", "overlay": "overlay",
      "darken": "darken", "lighten": "lighten", "colorDodge": "color-dodge",
      "colorBurn": "color-burn", "softLight": "soft-light", "hardLight": "hard-light",
      "difference": "difference", "exclusion": "exclusion", "hue": "hue",
      "saturation": "saturation", "color": "color", "luminosity": "luminosity",
      "plusDarker": "plus-darker", "plusLighter": "plus-lighter",
    ]

    private mutating func transform(_ function: String, _ value: AttributeValue) {
      transforms.insert(function, at: 0)
      guard let anchor = value[field: .anchor] else { return }
      let x = anchor[field: .x].flatMap(HTMLStyle.number) ?? 0.5
      let y = anchor[field: .y].flatMap(HTMLStyle.number) ?? 0.5
      origin = formatNumber(x * 100) + "% " + formatNumber(y * 100) + "%"
    }

    private mutating func filter(_ name: String, _ value: AttributeValue, unit: String = "") {
      guard let amount = HTMLStyle.number(value) else { return }
      filters.append("\(name)(\(formatNumber(amount))\(unit))")
    }
  }
}
