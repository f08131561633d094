import SwiftUI
import Testing

/// A type of the app's own that shadows SwiftUI's, as apps' design systems do.
private struct Color {
  let name: String
}

/// A view file as apps write it for iOS: `import SwiftUI`, SwiftUI's `Color` spelt with its
/// module where the file shadows it, and a model from a file that imports only Combine.
private struct CounterView: View {
  @ObservedObject var store: Store
  private let accent = Color(name: "brand")

  var body: some View {
    VStack {
      Text("\(accent.name): \(store.count)")
        .foregroundStyle(SwiftUI.Color.orange)
      Button("Add") { store.count += 1 }
    }
  }
}

/// `import SwiftUI` and `import Combine` compile on Linux, as Vellum (issue 60).
@MainActor
@Suite struct ImportSwiftUITests {
  @Test func aSwiftUIFileCompilesAndRunsUnchanged() throws {
    let store = Store()
    let host = ViewHost(CounterView(store: store))
    try host.tap("Add")
    #expect(host.root.visibleText == "brand: 1 Add")
    #expect(store.seen == [0, 1])
    #expect(host.render(.tree).contains("foregroundStyle: orange"))
  }
}
