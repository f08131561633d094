import Foundation
import Testing
import Vellum

/// UIKit code that embeds SwiftUI compiles, and the SwiftUI it embeds is what a host mounts
/// (issue 60). Source: Apple's documentation of `UIHostingController` ("a UIKit view
/// controller that manages a SwiftUI view hierarchy"; `init(rootView:)`, `rootView`,
/// `sizingOptions`) and `UIHostingConfiguration` ("a content configuration suitable for
/// hosting a hierarchy of SwiftUI views"; `background`, `margins`, `minSize`).
@MainActor
@Suite struct UIHostingTests {
  final class SettingsController: UIHostingController<Text> {
    init() { super.init(rootView: Text("Settings")) }
    required init?(coder aDecoder: NSCoder) { fatalError("not from a storyboard") }
  }

  @Test func aHostingControllersRootViewIsWhatAHostMounts() {
    let controller = UIHostingController(rootView: VStack { Text("Recipes") })
    controller.sizingOptions = [.preferredContentSize, .intrinsicContentSize]
    #expect(ViewHost(controller.rootView).root.visibleText == "Recipes")
    #expect(controller.sizingOptions.contains(.intrinsicContentSize))
    #expect(ViewHost(SettingsController().rootView).root.visibleText == "Settings")
    #expect(UIHostingController(coder: NSCoder(), rootView: Text("x")) == nil)
  }

  @Test func aCellsHostingConfigurationKeepsItsContentAndBackground() {
    let configuration = UIHostingConfiguration { Text("Row") }
      .background { Color.yellow }
      .margins(.horizontal, 16)
      .minSize(height: 60)
    #expect(ViewHost(configuration.content).root.visibleText == "Row")
    #expect(ViewHost(configuration.background).render(.tree) == "Color color: yellow\n")
    let styled = UIHostingConfiguration { Text("Row") }.background(.blue)
    #expect(ViewHost(styled.background).render(.tree).contains("blue"))
  }
}
