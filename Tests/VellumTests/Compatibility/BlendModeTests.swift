import Testing

@testable import Vellum

/// `blendMode(_:)` (developer.apple.com/documentation/swiftui/view/blendmode(_:)) takes every
/// one of SwiftUI's blend modes; HTML draws the ones CSS blends as `mix-blend-mode` (issue 60).
@MainActor
@Suite struct BlendModeTests {
  @Test func htmlBlendsAsCSSDoes() {
    let html = ViewHost(
      ZStack {
        Circle().fill(.red).blendMode(.multiply)
        Circle().fill(.blue).blendMode(.colorDodge).opacity(0.5)
        Circle().fill(.green).blendMode(.plusLighter)
        Circle().fill(.yellow).blendMode(.destinationOut)
      }
    ).render(.html)
    #expect(html.contains("mix-blend-mode:multiply"))
    #expect(html.contains("mix-blend-mode:color-dodge"))
    #expect(html.contains("mix-blend-mode:plus-lighter"))
    // A compositing mode CSS has no blend for draws as normal: no declaration.
    #expect(html.components(separatedBy: "mix-blend-mode").count == 4)
  }

  @Test func theTreeNamesEveryMode() {
    for mode in BlendMode.allCases {
      let tree = ViewHost(Color.red.blendMode(mode)).render(.tree)
      #expect(tree.contains("blendMode: \(mode.rawValue)"), "\(tree)")
    }
  }
}
