/// How a palette-style picker marks its selected option.
///
/// ```swift
/// Picker("Tag", selection: $tag) { … }.pickerStyle(.palette).paletteSelectionEffect(.symbolVariant(.fill))
/// ```
public struct PaletteSelectionEffect: Hashable, Sendable {
  private let name: String

  /// The platform's mark.
  public static let automatic = Self(name: "automatic")
  /// No mark: the options' own views show which is selected.
  public static let custom = Self(name: "custom")

  /// The selected option's symbol drawn in `variant`.
  ///
  /// ```swift
  /// .paletteSelectionEffect(.symbolVariant(.fill))
  /// ```
  public static func symbolVariant(_ variant: SymbolVariants) -> Self {
    Self(name: "symbolVariant")
  }
}

extension View {
  /// Sets how the palette pickers inside mark their selected option; accepted (a palette
  /// draws as a segmented row with the selected option marked).
  ///
  /// ```swift
  /// Picker("Flag", selection: $flag) { … }.pickerStyle(.palette).paletteSelectionEffect(.custom)
  /// ```
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
    self
  }
}
