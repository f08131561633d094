import Foundation
import Testing
import VellumRenderers

@testable import Vellum

/// The SVG rendering: the point layout's frames painted at a device's size, with the system's
/// chrome and presentations.
@MainActor
@Suite struct SVGRenderingTests {
  private func svg(_ host: ViewHost) -> String { host.render(.svg) }

  /// A number as the SVG writes it: to two decimals, without a trailing zero.
  private func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  @Test func theImageIsTheDevicesSizeInPoints() {
    let phone = svg(ViewHost(Text("Hi")))
    #expect(phone.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="393" height="852""##))
    let tablet = svg(ViewHost(Text("Hi"), variant: .device(.iPadLandscape)))
    #expect(
      tablet.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="1180" height="820""##))
  }

  @Test func numbersAreWrittenToTwoDecimalsWithoutTrailingZeros() {
    let written: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (0.004, "0"), (0.005, "0.01"), (1.5, "1.5"), (-0.5, "-0.5"),
      (12.345, "12.35"), (100.1, "100.1"), (7.05, "7.05"), (-393.999, "-394"),
      (1e20, "1e+20"), (.nan, "0"), (.infinity, "0"), (-.infinity, "0"),
    ]
    for (value, text) in written {
      #expect(SVGBuffer.number(value) == text, "\(value)")
    }
  }

  @Test func aColorIsPaintedAtItsFrameInItsColor() {
    let image = svg(ViewHost(Color.red.frame(width: 100, height: 50)))
    // Centred in the safe area (59 to 818); system red resolved for the light appearance.
    #expect(
      image.contains(
        ##"<rect x="146.5" y="413.5" width="100" height="50" fill="rgb(255,59,48)"/>"##))
  }

  @Test func aTextSitsOnItsBaselineEscaped() {
    let image = svg(ViewHost(Text("Fish & <Chips>")))
    let metrics = FontMetrics(font: nil)
    let width = metrics.width(of: "Fish & <Chips>")
    let x = number((393 - width) / 2)
    let top = 59 + (759 - metrics.lineHeight) / 2
    let baseline = number(top + metrics.ascent)
    let expected =
      ##"<text x="\##(x)" y="\##(baseline)" font-size="17" fill="#000000">"##
      + "Fish &amp; &lt;Chips&gt;</text>"
    #expect(image.contains(expected))
  }

  @Test func theDarkAppearancePaintsTheDarkPalette() {
    let image = svg(ViewHost(Text("Hi"), variant: .dark))
    #expect(image.contains(##"width="393" height="852" fill="#000000"/>"##))
    #expect(image.contains(##"fill="#FFFFFF">Hi</text>"##))
  }

  @Test func theStatusBarAndTheHomeIndicatorAreDrawn() {
    let image = svg(ViewHost(Text("Hi")))
    #expect(image.contains(">9:41</text>"))
    #expect(image.contains(##"<rect x="129.5" y="839" width="134" height="5" rx="2.5""##))
    let small = svg(ViewHost(Text("Hi"), variant: .device(.iPhoneSE)))
    #expect(!small.contains(##"height="5" rx="2.5""##), "an iPhone SE has a home button")
  }

  @Test func aToggleThatIsOnShowsAGreenSwitchAtTheTrailingEdge() {
    let image = svg(ViewHost(Toggle("Wi-Fi", isOn: .constant(true))))
    #expect(image.contains(##"<rect x="342" y=""##))
    #expect(image.contains(##"width="51" height="31" rx="15.5" fill="#34C759"/>"##))
  }

  @Test func aLargeTitleIsDrawnAtTheBarsLeadingEdge() {
    let image = svg(ViewHost(NavigationStack { Text("Body").navigationTitle("Inbox") }))
    #expect(image.contains(##"font-size="34" font-weight="700" fill="#000000">Inbox</text>"##))
    #expect(image.contains(##"<text x="16" "##))
  }

  @Test func aSheetRisesOverTheDimmedScreen() throws {
    struct Presenter: View {
      @State var isShown = false
      var body: some View {
        Button("Show") { isShown = true }
          .sheet(isPresented: $isShown) {
            Text("In the sheet").presentationDetents([.medium])
          }
      }
    }
    let host = ViewHost(Presenter())
    try host.tap("Show")
    let image = svg(host)
    #expect(image.contains(##"fill="rgba(0,0,0,0.2)"/>"##))
    #expect(
      image.contains(##"<rect x="0" y="426" width="393" height="426" rx="10""##), "half the screen")
    #expect(image.contains(">In the sheet</text>"))
  }

  /// A sheet's text is set at the host's Dynamic Type size, as the screen under it is: the
  /// environment's `dynamicTypeSize` reaches presented views (Apple's documentation of
  /// `dynamicTypeSize`).
  @Test func aSheetsTextTakesTheHostsTextSize() throws {
    struct Presenter: View {
      @State var isShown = false
      var body: some View {
        Button("Show") { isShown = true }
          .sheet(isPresented: $isShown) { Text("In the sheet") }
      }
    }
    let host = ViewHost(
      Presenter(), variant: Variant(name: "ax2", dynamicTypeSize: .accessibility2))
    try host.tap("Show")
    let size = number(FontMetrics(font: nil, typeSize: .accessibility2).size)
    let sheetText = try #require(
      svg(host).split(separator: "\n").first { $0.contains(">In the sheet</text>") })
    #expect(sheetText.contains(#"font-size="\#(size)""#))
  }

  /// A sheet's navigation bar over a grouped form is gray from the card's top down, and the
  /// screen under the sheet stays visible above it: only a bar at the top of the screen
  /// paints the status bar's strip too. (It painted from the screen's top, hiding the
  /// presenting screen.)
  @Test func aSheetsBarPaintsFromTheCardsTopNotTheScreens() throws {
    struct Presenter: View {
      @State var isShown = false
      var body: some View {
        Button("Compose") { isShown = true }
          .sheet(isPresented: $isShown) {
            NavigationStack {
              Form { Text("To") }.navigationTitle("New").navigationBarTitleDisplayMode(.inline)
            }
            .presentationDetents([.medium])
          }
      }
    }
    let host = ViewHost(Presenter())
    try host.tap("Compose")
    let image = svg(host)
    // The medium detent is half the 852-point screen; the bar's gray starts at its top.
    #expect(image.contains(##"<rect x="0" y="426" width="393" height="44" fill="#F2F2F7"/>"##))
    #expect(!image.contains(#"<rect x="0" y="0" width="393" height="470""#))
    #expect(image.contains(">Compose</text>"))
  }

  @Test func anAlertIsACentredCardWithItsButtonsSideBySide() throws {
    struct Presenter: View {
      @State var isShown = false
      var body: some View {
        Button("Delete") { isShown = true }
          .alert("Delete?", isPresented: $isShown) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) {}
          }
      }
    }
    let host = ViewHost(Presenter())
    try host.tap("Delete")
    let image = svg(host)
    #expect(image.contains(##"<rect x="61.5" "##) && image.contains(##"width="270" "##))
    #expect(
      image.contains(##"font-weight="600" text-anchor="middle" fill="#007AFF">Cancel</text>"##))
    #expect(image.contains(##"text-anchor="middle" fill="#FF3B30">Delete</text>"##))
  }

  @Test func aToolbarLabelShowsItsIconAlone() {
    // The corpus's finding: a toolbar `Label` showed icon and title where iOS shows the icon.
    let host = ViewHost(
      NavigationStack {
        Text("Body").navigationTitle("Inbox")
          .toolbar {
            Button {
            } label: {
              Label("Add", systemImage: "plus")
            }
          }
      })
    let image = svg(host)
    #expect(image.contains(##"<svg x="355" y="70" width="22" height="22" viewBox="0 0 24 24""##))
    #expect(!image.contains(">Add</text>"))
    let text = host.render(.text)
    #expect(text.contains("[ + ]") && !text.contains("Add"), "\(text)")
  }

  @Test func aHigherZIndexIsPaintedInFront() {
    let image = svg(
      ViewHost(
        ZStack {
          Color.red.frame(width: 50, height: 50).zIndex(1)
          Color.blue.frame(width: 50, height: 50)
        }))
    let red = image.range(of: "rgb(255,59,48)")!.lowerBound
    let blue = image.range(of: "rgb(0,122,255)")!.lowerBound
    #expect(blue < red, "red, drawn later, is in front")
  }

  @Test func anAdaptiveGridsCellsArePaintedInFourColumns() {
    let image = svg(
      ViewHost(
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
          ForEach(0..<4, id: \.self) { _ in Color.blue.frame(height: 40) }
        }))
    for x in ["0", "100.25", "200.5", "300.75"] {
      #expect(image.contains(##"<rect x="\##(x)" y="418.5" width="92.25" height="40""##))
    }
  }
}
