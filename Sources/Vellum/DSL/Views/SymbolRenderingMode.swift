/// How a symbol image's layers are colored: in one color, in its own colors, in shades of one
/// color, or in a palette of the foreground styles.
///
/// ```swift
/// Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable {
  private enum Mode { case monochrome, multicolor, hierarchical, palette }
  private let mode: Mode

  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(mode: .monochrome)
  /// Each layer in the symbol's own color.
  public static let multicolor = SymbolRenderingMode(mode: .multicolor)
  /// Layers in decreasing opacities of the foreground style.
  public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
  /// Layers in the foreground styles given, in order.
  public static let palette = SymbolRenderingMode(mode: .palette)
}

extension EnvironmentValues {
  /// How symbol images here color their layers, if set; `nil` is the symbol's default.
  ///
  /// ```swift
  /// @Environment(\.symbolRenderingMode) private var mode
  /// ```
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

private enum SymbolRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolRenderingMode? { nil }
}

extension View {
  /// Colors the layers of the symbol images in this view by `mode`; set in the environment
  /// (the renderings draw symbols in one color).
  ///
  /// ```swift
  /// Label("Weather", systemImage: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
  /// ```
  public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}
