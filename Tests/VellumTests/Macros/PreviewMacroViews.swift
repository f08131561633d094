import Vellum

// Views and previews written as an Xcode file writes them; `PreviewMacroTests` calls the
// functions the `#Preview`s expand to by their lines, as a preview runner does, so keep the
// lines of the `#Preview`s where the tests expect them.

extension EnvironmentValues {
  /// A value with a default, as SwiftUI's `@Entry` documentation writes one.
  @Entry var macroAccent: String = "blue"
  /// An optional value with no default written: `nil`.
  @Entry var macroLimit: Int?
}

extension FocusedValues {
  /// A focused value: optional, with no default.
  @Entry var macroSelection: String?
}

/// Shows the environment's `macroAccent` and `macroLimit`.
struct AccentLabel: View {
  @Environment(\.macroAccent) private var accent
  @Environment(\.macroLimit) private var limit

  var body: some View {
    Text("\(accent) \(limit.map(String.init) ?? "none")")
  }
}

#Preview("Accent") {
  AccentLabel().environment(\.macroAccent, "orange")
}

#Preview(traits: .sizeThatFitsLayout) {
  // State of the preview's own, as Xcode's @Previewable gives.
  @Previewable @State var count = 0
  @Previewable @State var label = "Taps"
  Button("\(label): \(count)") { count += 1 }
}

#Preview { AccentLabel() }

extension EnvironmentValues {
  /// A closure with a closure for its default, and a collection.
  @Entry var macroAction: () -> Void = {}
  @Entry var macroTags: [String] = ["a", "b"]
}

#if DEBUG
  // A preview behind a condition, its body holding a brace in a string and a comment.
  #Preview("Braces") {
    Text("} not the end { \("#Preview")")  // }
  }
#endif
