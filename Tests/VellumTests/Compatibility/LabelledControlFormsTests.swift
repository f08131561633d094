import Foundation
import Testing
import Vellum

extension ImageResource {
  fileprivate static let moon = ImageResource(name: "moon-icon", bundle: .main)
}

/// The initializer forms of iOS 17 that title a control with an image resource or a symbol,
/// menus with a primary action and a symbol, toggles over several sources with an icon,
/// variable-value asset images, corner-radii paths, the shape wrappers' own initializers and
/// `SubscriptionView` (issue 60).
///
/// Sources: Apple's documentation of `Menu.init(_:systemImage:content:primaryAction:)`,
/// `Picker.init(_:systemImage:selection:content:)`, `Toggle.init(_:image:isOn:)`,
/// `Toggle.init(_:systemImage:sources:isOn:)`, `Image.init(_:variableValue:bundle:)`,
/// `ControlGroup.init(_:image:content:)`, `Path.init(roundedRect:cornerRadii:style:)`,
/// `OffsetShape.init(shape:offset:)` and `SubscriptionView.init(content:publisher:action:)`.
@MainActor
@Suite struct LabelledControlFormsTests {
  private struct Settings: View {
    @State private var flavor = 1
    @State private var nightMode = false
    @State private var alarms = [true, false]
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Menu("Send", systemImage: "paperplane") {
          Button("Schedule") { log.append("scheduled") }
        } primaryAction: {
          log.append("sent")
        }
        Menu("Account", image: .moon) { Button("Sign Out") {} }
        Picker("Flavor", systemImage: "cup.and.saucer", selection: $flavor) {
          Text("Vanilla").tag(1)
          Text("Chocolate").tag(2)
        }
        Picker("Theme", image: .moon, selection: $flavor) { Text("Light").tag(1) }
        Toggle("Night", image: .moon, isOn: $nightMode)
        Toggle("All Alarms", systemImage: "alarm", sources: $alarms, isOn: \.self)
        ControlGroup("Moon", image: .moon) { Button("Phase") {} }
        Image("signal", variableValue: 0.5)
        Image(decorative: "meter", variableValue: 0.2)
        Text("\(flavor) \(nightMode) \(alarms) \(log.joined(separator: ","))")
      }
    }
  }

  @Test func controlsTitledWithImagesWorkAsTheirTitlesSay() throws {
    let host = ViewHost(Settings())
    try host.tap("Send")
    try host.tap("Night")
    try host.tap("All Alarms")
    try host.select("Chocolate", in: "Flavor")
    #expect(host.root.visibleText.hasSuffix("2 true [true, true] sent"))
    let tree = host.render(.tree)
    for icon in ["paperplane", "cup.and.saucer", "alarm"] { #expect(tree.contains(icon)) }
    #expect(tree.contains("moon-icon"))
  }

  @Test func aVariableValueAssetImageIsThePlainImage() {
    #expect(
      ViewHost(Image("signal", variableValue: 0.5)).root == ViewHost(Image("signal")).root)
    #expect(
      ViewHost(Image("signal", variableValue: 0.5, label: Text("Signal"))).root
        == ViewHost(Image("signal", label: Text("Signal"))).root)
    #expect(
      ViewHost(Image(decorative: "meter", variableValue: 1)).root
        == ViewHost(Image(decorative: "meter")).root)
  }

  @Test func aCornerRadiiPathRoundsOnlyTheCornersGiven() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let radii = RectangleCornerRadii(topLeading: 10, topTrailing: 10)
    let path = Path(roundedRect: rect, cornerRadii: radii)
    #expect(path == UnevenRoundedRectangle(cornerRadii: radii).path(in: rect))
    #expect(path.contains(CGPoint(x: 1, y: 39)))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    var moved = Path()
    moved.addRoundedRect(
      in: rect, cornerRadii: radii, transform: CGAffineTransform(translationX: 10, y: 0))
    #expect(moved.boundingRect == CGRect(x: 10, y: 0, width: 100, height: 40))
  }

  @Test func theShapeWrappersAreWhatTheShapeModifiersReturn() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let offset = OffsetShape(shape: Rectangle(), offset: CGSize(width: 5, height: 0))
    #expect(offset.path(in: rect) == Rectangle().offset(x: 5, y: 0).path(in: rect))
    let scaled = ScaledShape(shape: Rectangle(), scale: CGSize(width: 0.5, height: 0.5))
    #expect(scaled.path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 20, height: 10))
    let rotated = RotatedShape(shape: Rectangle(), angle: .degrees(90))
    #expect(rotated.path(in: rect) == Rectangle().rotation(.degrees(90)).path(in: rect))
    let transform = CGAffineTransform(scaleX: 2, y: 1)
    let transformed = TransformedShape(shape: Rectangle(), transform: transform)
    #expect(transformed.path(in: rect).boundingRect.width == 80)
  }

  @Test func aSubscriptionViewRunsItsActionWithEachValue() throws {
    struct Ticker: View {
      let values: PassthroughSubject<String, Never>
      @State private var last = "none"
      var body: some View {
        SubscriptionView(content: Text("last \(last)"), publisher: values) { last = $0 }
      }
    }
    let values = PassthroughSubject<String, Never>()
    let host = ViewHost(Ticker(values: values))
    #expect(host.root.visibleText == "last none")
    values.send("news")
    #expect(host.root.visibleText == "last news")
  }

  @Test func theFormsSwiftUIDeclaresApartBehaveAsTheirCombinedForms() throws {
    struct Profile: View {
      @State private var age = 30
      @State private var amount = 2.5
      @State private var bio = ""
      @State private var log: [String] = []
      let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
      }()
      var body: some View {
        ScrollView(.vertical, showsIndicators: false) {
          TextField(value: $age, format: .number) { Text("Age") }
          TextField(value: $amount, formatter: formatter, prompt: Text("0")) { Text("Amount") }
          TextField(text: $bio, axis: .vertical) { Text("Bio") }
          TextField("Bio again", text: $bio, axis: .vertical)
          SecureField("Secret", text: $bio)
          Button("Save", systemImage: "square.and.arrow.down") { log.append("saved") }
          Button("Flag", image: .moon) { log.append("flagged") }
          Text("\(age) \(amount) \(bio) \(log.joined(separator: ","))")
        }
      }
    }
    let host = ViewHost(Profile())
    try host.type("41", into: "Age")
    try host.type("3.5", into: "Amount")
    try host.type("hi", into: "Bio")
    try host.tap("Save")
    try host.tap("Flag")
    #expect(host.root.visibleText.hasSuffix("41 3.5 hi saved,flagged"))
    #expect(
      ViewHost(ScrollView(showsIndicators: false) { Text("A") }).root
        == ViewHost(ScrollView { Text("A") }).root)
    #expect(
      ViewHost(Button("Go", role: nil) {}).root == ViewHost(Button("Go") {}).root)
  }

  /// Source: Apple's documentation of `Shape.size(_:)` ("Returns a new version of self
  /// representing the same shape, but that will ask it to create its path from a rect of
  /// size").
  @Test func aSizedShapeIsMadeAtItsSizeInTheFramesCorner() {
    let frame = CGRect(x: 10, y: 10, width: 100, height: 50)
    let dot = Circle().size(width: 20, height: 20).path(in: frame)
    #expect(dot.boundingRect == CGRect(x: 10, y: 10, width: 20, height: 20))
    let bar = Capsule().size(CGSize(width: 40, height: 8)).path(in: frame)
    #expect(bar.boundingRect == CGRect(x: 10, y: 10, width: 40, height: 8))
    #expect(
      ViewHost(Circle().size(width: 20, height: 20).fill(.red)).render(.html).contains("<svg"))
  }
}
