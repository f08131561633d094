import Vellum

/// A custom environment value, declared with an `EnvironmentKey` and an `extension
/// EnvironmentValues` as SwiftUI's documentation writes them, read with `@Environment(\.name)`
/// and set for a subtree with `.environment(\.name, value)`.
struct Themes: View {
  @State private var isDark = false

  var body: some View {
    VStack {
      Swatch()
      Group {
        Swatch()
        Swatch().environment(\.palette, Palette(name: "Inner", accent: "teal"))
      }
      .environment(\.palette, isDark ? Palette.night : Palette.day)
      Button(isDark ? "Use day" : "Use night") { isDark.toggle() }
    }
  }
}

/// Colours by name.
struct Palette {
  var name: String
  var accent: String

  static let day = Palette(name: "Day", accent: "orange")
  static let night = Palette(name: "Night", accent: "indigo")
}

private struct PaletteKey: EnvironmentKey {
  static let defaultValue = Palette(name: "Plain", accent: "gray")
}

extension EnvironmentValues {
  /// The palette views draw with.
  var palette: Palette {
    get { self[PaletteKey.self] }
    set { self[PaletteKey.self] = newValue }
  }
}

/// The palette where it is shown.
struct Swatch: View {
  @Environment(\.palette) private var palette

  var body: some View {
    Text("\(palette.name): \(palette.accent)")
  }
}
