import Testing

@testable import Vellum

/// iOS 17's semantic shape styles — `.separator`, `.fill`, `.link`, `.placeholder`,
/// `.selection`, `.windowBackground` (developer.apple.com/documentation/swiftui/shapestyle) —
/// compile as SwiftUI spells them and paint iOS's colors in each appearance (issue 60).
@MainActor
@Suite struct SemanticShapeStyleTests {
  private var view: some View {
    VStack {
      Rectangle().fill(.separator).frame(height: 1)
      Capsule().fill(.fill).frame(width: 40, height: 6)
      Text("Terms").foregroundStyle(.link)
      Text("No notes").foregroundStyle(.placeholder)
      RoundedRectangle(cornerRadius: 8).fill(SelectionShapeStyle()).frame(width: 20, height: 20)
      Text("Window").background(.windowBackground)
    }
  }

  @Test func htmlPaintsEachWithTheStylesheetsColorOfItsAppearance() {
    let html = ViewHost(view).render(.html)
    for paint in [
      "var(--separator)", "var(--fill)", "var(--system-blue)", "var(--tertiary-label)",
      "var(--accent)", "var(--window)",
    ] {
      #expect(html.contains(paint), "\(paint) in \(html)")
    }
    #expect(Stylesheet.css.contains("--fill:#78788033;--window:#fff;"))
    #expect(Stylesheet.css.contains("--fill:#7878805c;--window:#000;"))
  }

  @Test func theImagePaintsIOSsValuesInBothAppearances() {
    let light = ViewHost(view).render(.svg)
    let dark = ViewHost(view.preferredColorScheme(.dark)).render(.svg)
    #expect(light.contains("rgba(60,60,67,0.29)") && dark.contains("rgba(84,84,88,0.65)"))
    #expect(light.contains("rgba(120,120,128,0.2)") && dark.contains("rgba(120,120,128,0.36)"))
    #expect(light.contains("#007AFF") && dark.contains("#0A84FF"))
  }

  /// The tree names each style by its system color, whichever appearance renders it.
  @Test func theTreeNamesEachStyle() {
    let tree = ViewHost(view).render(.tree)
    for name in ["separator", "fill", "link", "placeholder", "selection", "windowBackground"] {
      #expect(tree.contains(": \(name)"), "\(name) in \(tree)")
    }
  }
}
