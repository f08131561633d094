import Foundation
import Testing
import Vellum

/// Environment values iOS 17 code reads, the modifiers that set them, and UIKit's trait types
/// converted to SwiftUI's (issue 60).
///
/// Sources: Apple's documentation of `EnvironmentValues.badgeProminence` ("The default is
/// standard"), `isHoverEffectEnabled` and `isFocusEffectEnabled` ("The default value is true"),
/// `buttonRepeatBehavior` (`{ get }`, set by `buttonRepeatBehavior(_:)`),
/// `scrollDismissesKeyboardMode` ("The default value is automatic"),
/// `horizontalScrollIndicatorVisibility`, `verticalScrollBounceBehavior` ("Use the
/// scrollBounceBehavior(_:axes:) view modifier to set this value"), `colorSchemeContrast`
/// ("Your app can't override the user's choice"), `pixelLength`, `legibilityWeight`, and the
/// UIKit-trait initializers `ColorScheme.init(_:)`, `DynamicTypeSize.init(_:)`,
/// `UIContentSizeCategory.init(_:)`, `LayoutDirection.init(_:)`, `UserInterfaceSizeClass.init(_:)`,
/// `ColorSchemeContrast.init(_:)` and `LegibilityWeight.init(_:)`.
@MainActor
@Suite struct InteractionEnvironmentTests {
  private struct Behaviours: View {
    @Environment(\.badgeProminence) private var badges
    @Environment(\.menuOrder) private var menuOrder
    @Environment(\.buttonRepeatBehavior) private var repeats
    @Environment(\.springLoadingBehavior) private var springLoading
    @Environment(\.isFocusEffectEnabled) private var focusEffect
    @Environment(\.isHoverEffectEnabled) private var hoverEffect
    @Environment(\.allowedDynamicRange) private var dynamicRange
    var body: some View {
      Text(
        [
          badges == .increased ? "increased" : badges == .standard ? "standard" : "decreased",
          menuOrder == .fixed ? "fixed" : menuOrder == .automatic ? "automatic" : "priority",
          repeats == .enabled ? "repeats" : "once",
          springLoading == .disabled ? "still" : "springs",
          "\(focusEffect)", "\(hoverEffect)",
          dynamicRange == .high ? "high" : dynamicRange == nil ? "platform" : "other",
        ].joined(separator: " "))
    }
  }

  @Test func behaviourModifiersSetTheirEnvironmentValues() {
    #expect(
      ViewHost(Behaviours()).root.visibleText
        == "standard automatic once springs true true platform")
    let set = Behaviours()
      .badgeProminence(.increased).menuOrder(.fixed).buttonRepeatBehavior(.enabled)
      .springLoadingBehavior(.disabled).focusEffectDisabled().hoverEffectDisabled()
      .allowedDynamicRange(.high)
    #expect(ViewHost(set).root.visibleText == "increased fixed repeats still false false high")
  }

  private struct Scrolling: View {
    @Environment(\.scrollDismissesKeyboardMode) private var keyboard
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontalIndicators
    @Environment(\.verticalScrollIndicatorVisibility) private var verticalIndicators
    @Environment(\.horizontalScrollBounceBehavior) private var horizontalBounce
    @Environment(\.verticalScrollBounceBehavior) private var verticalBounce
    var body: some View {
      Text(
        [
          keyboard == .interactively ? "interactively" : "automatic",
          horizontalIndicators == .hidden ? "hidden" : "shown",
          verticalIndicators == .hidden ? "hidden" : "shown",
          horizontalBounce == .basedOnSize ? "basedOnSize" : "automatic",
          verticalBounce == .basedOnSize ? "basedOnSize" : "automatic",
        ].joined(separator: " "))
    }
  }

  @Test func scrollModifiersSetTheValuesOfTheirAxes() {
    #expect(
      ViewHost(Scrolling()).root.visibleText == "automatic shown shown automatic automatic")
    let vertical = Scrolling()
      .scrollDismissesKeyboard(.interactively).scrollIndicators(.hidden, axes: .vertical)
      .scrollBounceBehavior(.basedOnSize)
    #expect(
      ViewHost(vertical).root.visibleText
        == "interactively shown hidden automatic basedOnSize")
    let both = Scrolling().scrollIndicators(.hidden)
      .scrollBounceBehavior(.basedOnSize, axes: [.horizontal, .vertical])
    #expect(
      ViewHost(both).root.visibleText == "automatic hidden hidden basedOnSize basedOnSize")
  }

  private struct Appearance: View {
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var weight
    @Environment(\.pixelLength) private var pixel
    @Environment(\.backgroundProminence) private var prominence
    @Environment(\.backgroundStyle) private var backgroundStyle
    @Environment(\.contentTransition) private var contentTransition
    @Environment(\.sidebarRowSize) private var rowSize
    @Environment(\.defaultMinListHeaderHeight) private var headerHeight
    var body: some View {
      Text(
        [
          contrast == .standard ? "standard" : "increased",
          weight == .bold ? "bold" : "regular",
          String(format: "%.3f", pixel),
          prominence == .increased ? "increased" : "standard",
          backgroundStyle == nil ? "no-style" : "style",
          contentTransition == .identity ? "identity" : "\(contentTransition)",
          "\(rowSize)", headerHeight.map { "\(Int($0))" } ?? "auto",
        ].joined(separator: " "))
    }
  }

  @Test func appearanceValuesHaveTheDevicesDefaultsAndTakeTheirModifiers() {
    #expect(
      ViewHost(Appearance()).root.visibleText
        == "standard regular 0.333 standard no-style identity medium auto")
    let set = Appearance()
      .environment(\.legibilityWeight, .bold).environment(\.displayScale, 2)
      .environment(\.backgroundProminence, .increased).backgroundStyle(.yellow)
      .contentTransition(.numericText()).environment(\.sidebarRowSize, .large)
      .environment(\.defaultMinListHeaderHeight, 40)
    #expect(
      ViewHost(set).root.visibleText
        == "standard bold 0.500 increased style \(ContentTransition.numericText()) large 40")
  }

  @Test func hoverEffectsAndWindowActionsCompileAsAppsWriteThem() throws {
    struct Toolbar: View {
      @Environment(\.openWindow) private var openWindow
      @Environment(\.dismissWindow) private var dismissWindow
      @State private var taps = 0
      var body: some View {
        HStack {
          Button("Inspector") {
            openWindow(id: "inspector")
            openWindow(value: 42)
            dismissWindow()
            taps += 1
          }
          .hoverEffect(.lift)
          Image(systemName: "star").hoverEffect()
          Text("taps \(taps)").hoverEffect(.highlight, isEnabled: taps > 0)
        }
        .defaultHoverEffect(.highlight)
      }
    }
    let host = ViewHost(Toolbar())
    let before = host.render(.tree)
    try host.tap("Inspector")
    #expect(host.root.visibleText.contains("taps 1"), "an iPhone opens no window; the tap ran")
    #expect(host.render(.tree) == before.replacingOccurrences(of: "taps 0", with: "taps 1"))
  }

  @Test func uiKitTraitsConvertToSwiftUIValues() {
    #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark)
    #expect(ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
    #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityMedium) == .accessibility1)
    #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
    #expect(UIContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(
      DynamicTypeSize.allCases.allSatisfy { DynamicTypeSize(UIContentSizeCategory($0)) == $0 })
    #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
    #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.regular) == .regular)
    #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
    #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
    #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold)
    #expect(LegibilityWeight(UILegibilityWeight.unspecified) == nil)
  }
}
