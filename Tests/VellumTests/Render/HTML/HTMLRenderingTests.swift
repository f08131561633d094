import Testing
import Vellum
import VellumTesting

@testable import PushButtonExample

extension Snapshotting where Value: View {
  /// HTML with a line break between tags, so a reviewer can read a diff of it.
  fileprivate static var readableHTML: Snapshotting {
    Snapshotting<ViewHost>(pathExtension: "html") {
      $0.render(.html).replacingOccurrences(of: "><", with: ">\n<") + "\n"
    }.pullback { ViewHost($0) }
  }
}

@MainActor
@Suite struct HTMLRenderingTests {
  private func html(_ view: some View) -> String {
    ViewHost(view).render(.html).replacingOccurrences(of: "><", with: ">\n<") + "\n"
  }

  @Test func textButtonsLabelsAndImages() {
    assertSnapshot(
      of:
        VStack(alignment: .leading, spacing: 4) {
          Text("Recipes").font(.largeTitle)
          Text("Total: ") + Text("42").bold()
          Text("Note").italic().foregroundColor(.secondary)
          Button("Save") {}
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
          Button("Archive") {}.disabled(true)
          Label("Favorites", systemImage: "heart")
          Image(systemName: "star").symbolVariant(.fill)
          Image("logo")
        }, as: .readableHTML, named: "text-buttons-images")
  }

  @Test func stacksShapesAndColors() {
    assertSnapshot(
      of:
        HStack(alignment: .top, spacing: 12) {
          ZStack(alignment: .topLeading) {
            Color.blue
            Text("On blue")
          }
          Spacer(minLength: 8)
          Divider()
          Capsule().fill(Color.green)
          Circle().stroke(Color.red, lineWidth: 2)
          RoundedRectangle(cornerRadius: 8)
          LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom)
          ScrollView { Text("Scrolled") }
        }, as: .readableHTML, named: "stacks-shapes")
  }

  @Test func everyControl() {
    enum Flavor: Hashable { case vanilla, chocolate }
    assertSnapshot(
      of:
        Form {
          Toggle("Favorite", isOn: .constant(true))
          TextField("Title", text: .constant("Tacos"))
          TextField("Email", text: .constant(""), prompt: Text("you@example.com"))
          SecureField("Password", text: .constant("secret"))
          Slider(value: .constant(0.5)) { Text("Volume") }
          Stepper("Servings", value: .constant(4), in: 1...12)
          Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
          }
        }, as: .readableHTML, named: "controls")
  }

  @Test func listsWithSections() {
    assertSnapshot(
      of:
        List {
          Text("Loose row")
          Section(header: Text("Favorites"), footer: Text("Swipe to delete.")) {
            ForEach([2, 3], id: \.self) { Text("\($0)") }
          }
        }, as: .readableHTML, named: "list")
  }

  @Test func modifiersBecomeInlineCSS() {
    assertSnapshot(
      of:
        Text("Styled")
        .padding()
        .frame(width: 100, height: 40, alignment: .leading)
        .frame(maxWidth: .infinity)
        .background(
          LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        )
        .foregroundColor(.white)
        .font(.headline)
        .clipShape(Capsule())
        .cornerRadius(6)
        .shadow(radius: 5)
        .opacity(0.5)
        .border(Color.gray, width: 2)
        .accessibilityLabel("Styled text")
        .accessibilityIdentifier("styled")
        .tag(3), as: .readableHTML, named: "modifiers")
    #expect(html(Text("Gone").hidden()).contains("visibility:hidden"))
    #expect(
      html(Circle().overlay(Text("1"), alignment: .topTrailing).background(Text("shadow"))) == """
        <div class="layered">
        <div class="layer background" style="place-items:center center">
        <span class="text">shadow</span>
        </div>
        <div class="circle">
        </div>
        <div class="layer overlay" style="place-items:start end">
        <span class="text">1</span>
        </div>
        </div>

        """)
  }

  @Test func thePushButtonScreenInBothStates() throws {
    let host = ViewHost(ContentView())
    assertSnapshot(of: host, as: .html, named: "pushbutton-off")
    try host.tap("Remember Me")
    assertSnapshot(of: host, as: .html, named: "pushbutton-on")
  }

  /// `preferredColorScheme` asks for the whole presentation's scheme, and wins over the
  /// host's, as it wins over the system's; one inside a sheet is the sheet's alone.
  @Test func aPreferredColorSchemeDarkensTheWholeScreen() {
    let view = VStack { Text("Hi").preferredColorScheme(.dark) }
    #expect(
      ViewHost(view).render(.html).hasPrefix(
        "<div class=\"screen-variant dark\"><div class=\"vstack\">"))
    let sheet = Text("Hi").sheet(isPresented: .constant(true)) {
      Text("Sheet").preferredColorScheme(.dark)
    }
    #expect(!ViewHost(sheet).render(.html).contains("dark"))
    let light = Text("Hi").preferredColorScheme(.light)
    #expect(ViewHost(light, variant: .dark).render(.html) == "<span class=\"text\">Hi</span>")
  }

  /// A sheet opens at its smallest detent, and shows a grabber when it has several detents to
  /// be dragged between, unless `presentationDragIndicator` says otherwise.
  @Test func aSheetOpensAtItsSmallestDetentWithAGrabberWhenItCanBeDragged() {
    func sheet(_ content: some View) -> String {
      ViewHost(Text("Mail").sheet(isPresented: .constant(true)) { content }).render(.html)
    }
    let resizable = sheet(Text("Draft").presentationDetents([.medium, .large]))
    #expect(
      resizable.contains(
        "<dialog class=\"sheet grabber\" open style=\"height:min(calc(100% - 48px),50%)\">"))
    let fixed = sheet(
      Text("Draft").presentationDetents([.fraction(0.25)]).presentationDragIndicator(.visible))
    #expect(fixed.contains("<dialog class=\"sheet grabber\" open style=\"height:25%\">"))
    let hidden = sheet(
      Text("Draft").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden))
    #expect(hidden.contains("<dialog class=\"sheet\" open"))
    #expect(sheet(Text("Draft")).contains("<dialog class=\"sheet\" open>"))
  }

  @Test func aPageEmbedsTheStylesheetAndNoScript() {
    let page = ViewHost(Text("Hi")).render(.htmlPage(title: "Greeting & <hello>"))
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
    #expect(page.contains("<title>Greeting &amp; &lt;hello&gt;</title>"))
    #expect(page.contains("prefers-color-scheme:dark"))
    #expect(!page.contains("<script"))
    #expect(!page.contains("http"))
  }

  @Test func renderingIsByteIdenticalAcrossRuns() {
    let first = ViewHost(ContentView()).render(.html)
    let second = ViewHost(ContentView()).render(.html)
    #expect(first == second)
  }
}
