/// How a view's colors combine with what is behind it.
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// ```
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  /// The view's colors over the background's.
  case normal
  /// Colors multiplied: darker.
  case multiply
  /// Colors inverted, multiplied and inverted again: lighter.
  case screen
  /// Multiply or screen, by the background's brightness.
  case overlay
  /// The darker of the two colors.
  case darken
  /// The lighter of the two colors.
  case lighten
  /// The background brightened to reflect the view.
  case colorDodge
  /// The background darkened to reflect the view.
  case colorBurn
  /// A soft light shone from the view.
  case softLight
  /// A harsh light shone from the view.
  case hardLight
  /// The difference of the two colors.
  case difference
  /// Like `difference`, with less contrast.
  case exclusion
  /// The view's hue with the background's saturation and luminosity.
  case hue
  /// The view's saturation with the background's hue and luminosity.
  case saturation
  /// The view's hue and saturation with the background's luminosity.
  case color
  /// The view's luminosity with the background's hue and saturation.
  case luminosity
  /// The view only where the background is, over it.
  case sourceAtop
  /// The background over the view.
  case destinationOver
  /// The background only where the view is not.
  case destinationOut
  /// The colors added and inverted: darker.
  case plusDarker
  /// The colors added: lighter.
  case plusLighter
}
