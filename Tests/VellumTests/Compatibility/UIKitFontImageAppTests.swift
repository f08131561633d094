import Foundation
import Testing
import Vellum

/// More UIKit names SwiftUI files use without importing UIKit (issue 60): `UIFont` with
/// `Font(_:)`, `UIImage` with `Image(uiImage:)`, and `UIApplication.shared`, written as apps
/// write them.
///
/// Source: Apple's documentation of `UIFont.systemFont(ofSize:weight:)`, `UIFont.Weight` (its
/// raw values), `preferredFont(forTextStyle:)` and the Human Interface Guidelines' text style
/// sizes at the Large size; `UIImage(systemName:)`, `Image(uiImage:)`;
/// `UIApplication.open(_:options:completionHandler:)`, `canOpenURL(_:)` and
/// `openSettingsURLString`.
@MainActor
@Suite struct UIKitFontImageAppTests {
  @Test func uiFontsBecomeSwiftUIFonts() throws {
    #expect(
      Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold)
    )
    #expect(Font(UIFont.boldSystemFont(ofSize: 17)) == .system(size: 17, weight: .bold))
    #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    #expect(UIFont.Weight.semibold.rawValue == 0.3)
    let custom = try #require(UIFont(name: "Avenir-Heavy", size: 18))
    #expect(Font(custom) == .custom("Avenir-Heavy", size: 18))
    #expect(custom.withSize(20).pointSize == 20)
    #expect(UIFont(name: "", size: 12) == nil)
    let host = ViewHost(Text("Total").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold))))
    #expect(host.root.children[0][.font] == .font(.system(size: 15, weight: .semibold)))
  }

  @Test func uiImagesShowAsImages() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    #expect(Image(uiImage: star) == Image(systemName: "star.fill"))
    #expect(UIImage(systemName: "") == nil)
    let avatar = try #require(UIImage(named: "Avatar"))
    #expect(Image(uiImage: avatar) == Image("Avatar"))
    #expect(UIImage(data: Data()) == nil)
    let photo = try #require(UIImage(data: Data([0xFF, 0xD8])))
    let tree = ViewHost(Image(uiImage: photo)).render(.accessibility)
    #expect(tree.contains("Image"), "\(tree)")
  }

  @Test func openingAURLInAnActionIsTheHostsToSee() throws {
    struct Settings: View {
      @State private var opened = false
      var body: some View {
        Button(opened ? "Opened" : "Open Settings") {
          guard let url = URL(string: UIApplication.openSettingsURLString),
            UIApplication.shared.canOpenURL(url)
          else { return }
          UIApplication.shared.open(url) { opened = $0 }
        }
      }
    }
    let host = ViewHost(Settings())
    try host.tap("Open Settings")
    #expect(host.openedURLs == [URL(string: "app-settings:")!])
    #expect(host.root.visibleText == "Opened")
    #expect(!UIApplication.shared.canOpenURL(URL(string: "myapp://x")!))
  }
}
