import VellumValues

/// iOS's system colors as SVG paints, in the light or the dark appearance: an SVG carries its
/// colors, with no stylesheet to resolve them.
struct SVGPalette {
  let isDark: Bool

  var background: String { isDark ? "#000000" : "#FFFFFF" }
  var groupedBackground: String { isDark ? "#000000" : "#F2F2F7" }
  var card: String { isDark ? "#1C1C1E" : "#FFFFFF" }
  var label: String { isDark ? "#FFFFFF" : "#000000" }
  var secondaryLabel: String { isDark ? "rgba(235,235,245,0.6)" : "rgba(60,60,67,0.6)" }
  var separator: String { isDark ? "rgba(84,84,88,0.65)" : "rgba(60,60,67,0.29)" }
  var tint: String { isDark ? "#0A84FF" : "#007AFF" }
  var green: String { isDark ? "#30D158" : "#34C759" }
  var red: String { isDark ? "#FF453A" : "#FF3B30" }
  var fill: String { isDark ? "rgba(120,120,128,0.36)" : "rgba(120,120,128,0.2)" }
  var track: String { isDark ? "#39393D" : "#E9E9EA" }
  var bar: String { isDark ? "rgba(29,29,29,0.94)" : "rgba(249,249,249,0.94)" }
  var dimming: String { "rgba(0,0,0,0.2)" }
  var alert: String { isDark ? "rgba(44,44,46,0.97)" : "rgba(242,242,242,0.97)" }

  /// `color` as an SVG paint, its named system colors resolved in this appearance.
  func paint(_ color: Color) -> String? {
    switch color.name {
    case "primary": return label
    case "secondary": return secondaryLabel
    case "separator": return separator
    case "fill": return fill
    case "link", "selection": return tint
    case "placeholder": return isDark ? "rgba(235,235,245,0.3)" : "rgba(60,60,67,0.3)"
    case "windowBackground": return background
    default: break
    }
    guard let parts = color.resolvedComponents(dark: isDark) else { return nil }
    func channel(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
    let rgb = "\(channel(parts.red)),\(channel(parts.green)),\(channel(parts.blue))"
    return parts.opacity >= 1 ? "rgb(\(rgb))" : "rgba(\(rgb),\(formatNumber(parts.opacity)))"
  }
}
