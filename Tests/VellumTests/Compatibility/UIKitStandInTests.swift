import Foundation
import Testing
import Vellum

/// The UIKit names SwiftUI files use without importing UIKit (on iOS `import SwiftUI` brings
/// it): system colors, the screen, the device and haptic feedback, written as apps write them.
///
/// Source: Apple's documentation of `Color.init(uiColor:)`, `UIColor`'s standard colors (the
/// Human Interface Guidelines' color values, light appearance), `UIScreen.bounds`,
/// `UIDevice.userInterfaceIdiom` and the feedback generators.
@MainActor
@Suite struct UIKitStandInTests {
  @Test func systemColorsBecomeSwiftUIColors() {
    let environment = EnvironmentValues()
    #expect(Color(.systemBackground).resolve(in: environment).description == "#FFFFFFFF")
    #expect(
      Color(uiColor: .secondarySystemBackground).resolve(in: environment).description
        == "#F2F2F7FF")
    #expect(Color(.secondaryLabel).resolve(in: environment).description == "#3C3C4399")
    #expect(
      Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).resolve(in: environment).description
        == "#FF8000FF")
  }

  @Test func theScreenAndDeviceAreAnIPhones() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.systemName == "iOS")
  }

  @Test func hapticFeedbackInAnActionDoesNothingElse() throws {
    struct Liker: View {
      @State private var likes = 0
      var body: some View {
        Button("Like \(likes)") {
          UIImpactFeedbackGenerator(style: .light).impactOccurred()
          UINotificationFeedbackGenerator().notificationOccurred(.success)
          UISelectionFeedbackGenerator().selectionChanged()
          likes += 1
        }
        .background(Color(.systemGroupedBackground))
      }
    }
    let host = ViewHost(Liker())
    try host.tap("Like 0")
    #expect(host.root.visibleText == "Like 1")
  }
}

/// Views that wrap UIKit compile and draw as a labelled placeholder (issue 60: "real apps wrap
/// UIKit views: they must compile and render as a labelled placeholder").
///
/// Source: Apple's documentation of `UIViewRepresentable` and
/// `UIViewControllerRepresentable` (their requirements, `Context`, `Coordinator`).
@MainActor
@Suite struct RepresentableTests {
  private final class Sparkline: UIView {}

  private struct SparklineView: UIViewRepresentable {
    let values: [Double]
    func makeUIView(context: Context) -> Sparkline { Sparkline(frame: .zero) }
    func updateUIView(_ uiView: Sparkline, context: Context) {
      uiView.isHidden = values.isEmpty
    }
  }

  private struct Scanner: UIViewControllerRepresentable {
    final class Coordinator {}
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }

  @Test func wrappedUIKitViewsDrawAsLabelledPlaceholders() throws {
    struct Dashboard: View {
      @State private var refreshes = 0
      var body: some View {
        VStack {
          SparklineView(values: [1, 3, 2])
          Scanner()
          Button("Refresh \(refreshes)") { refreshes += 1 }
        }
      }
    }
    let host = ViewHost(Dashboard())
    let text = host.render(.text(width: 50))
    #expect(text.contains("SparklineView"))
    #expect(text.contains("Scanner"))
    #expect(host.render(.html).contains("A UIKit view, drawn on a device"))
    try host.tap("Refresh 0")
    #expect(host.root.visibleText.contains("Refresh 1"))
  }
}
