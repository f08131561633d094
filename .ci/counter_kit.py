"""CounterKit: a small Swift package with an internal PreviewProvider, and a view file written
for Xcode (`import SwiftUI`, `@Entry`, `#Preview`) that must compile unchanged, written for the checks
of `vellum serve --package` (.ci/serve-check.py) and of `vellum mcp`'s package tools
(.ci/mcp-client.py), which share its folder and so its build.

It depends on Vellum through a symlink named `vellum` beside it, so its manifest names the
dependency `vellum` wherever the checkout is.
"""
import pathlib

FOLDER = ".build/ci-counter-kit"

FILES = {
    "Package.swift": """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CounterKit",
  platforms: [.macOS(.v14)],
  products: [.library(name: "CounterKit", targets: ["CounterUI"])],
  dependencies: [.package(path: "../vellum")],
  targets: [
    .target(
      name: "CounterUI",
      dependencies: [
        .product(name: "Vellum", package: "vellum"),
        .product(name: "SwiftUI", package: "vellum", condition: .when(platforms: [.linux])),
      ])
  ]
)
""",
    "Sources/CounterUI/CounterView.swift": """import Vellum

struct CounterView: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \\(count)")
      Button("+") { count += 1 }
    }
  }
}

struct CounterView_Previews: PreviewProvider {
  static var previews: some View {
    CounterView().previewDisplayName("Counter")
  }
}
""",
    "Sources/CounterUI/Badge.swift": """import SwiftUI

extension EnvironmentValues {
  @Entry var badgeTint: Color = .orange
}

struct Badge: View {
  @Environment(\\.badgeTint) private var tint
  let count: Int

  var body: some View {
    Text("\\(count) new")
      .foregroundStyle(tint)
  }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
  Badge(count: 3)
}

#Preview {
  @Previewable @State var count = 1
  Button("More") { count += 1 }
  Badge(count: count)
}
""",
}




def write(folder):
    """Writes CounterKit into `folder` (its build, if any, kept); returns the package's folder,
    its view's source file and that file's text."""
    root = pathlib.Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    link = root / "vellum"
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(pathlib.Path.cwd())
    for name, text in FILES.items():
        (root / "CounterKit" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "CounterKit" / name).write_text(text, encoding="utf-8")
    source = FILES["Sources/CounterUI/CounterView.swift"]
    return root / "CounterKit", root / "CounterKit/Sources/CounterUI/CounterView.swift", source
