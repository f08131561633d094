import Testing
import Vellum

@testable import PushButtonExample

@MainActor
@Suite struct HTMLRenderingTests {
  private func html(_ view: some View) -> String {
    ViewHost(view).render(.html).replacingOccurrences(of: "><", with: ">\n<") + "\n"
  }

  @Test func textButtonsLabelsAndImages() {
    expectText(
      html(
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
        }), named: "text-buttons-images", as: "html")
  }

  @Test func stacksShapesAndColors() {
    expectText(
      html(
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
        }), named: "stacks-shapes", as: "html")
  }

  @Test func everyControl() {
    enum Flavor: Hashable { case vanilla, chocolate }
    expectText(
      html(
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
        }), named: "controls", as: "html")
  }

  @Test func listsWithSections() {
    expectText(
      html(
        List {
          Text("Loose row")
          Section(header: Text("Favorites"), footer: Text("Swipe to delete.")) {
            ForEach([2, 3], id: \.self) { Text("\($0)") }
          }
        }), named: "list", as: "html")
  }

  @Test func modifiersBecomeInlineCSS() {
    expectText(
      html(
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
          .tag(3)
      ), named: "modifiers", as: "html")
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
    expectText(host.render(.html), named: "pushbutton-off", as: "html")
    try host.tap("Remember Me")
    expectText(host.render(.html), named: "pushbutton-on", as: "html")
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
