import Testing
import Vellum

private struct Shade: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.layoutDirection) private var direction
  var body: some View { Text("\(colorScheme) \(direction)") }
}

/// Environment values flow down, the innermost writer wins, a transform starts from the value
/// around it, and what the renderers paint (a color scheme, a direction) is honoured where it
/// is set.
///
/// Sources: Apple's documentation of `environment(_:_:)` ("the environment value … for the
/// view and its subviews"; a value set on an inner view overrides an outer one),
/// `transformEnvironment(_:transform:)` ("Transforms the environment value of the specified
/// key path with the given function"), `EnvironmentValues.colorScheme` and `layoutDirection`,
/// and `Color.resolve(in:)` (iOS 17: "Evaluates this color to a resolved color given the
/// current context").
@MainActor
@Suite struct EnvironmentBehaviourTests {
  @Test func aValueReachesEverySubview() {
    let host = ViewHost(
      VStack {
        Shade()
        Shade()
      }.environment(\.colorScheme, .dark))
    #expect(host.root.visibleText == "dark leftToRight dark leftToRight")
  }

  @Test func theInnermostWriterWins() {
    let host = ViewHost(
      VStack {
        Shade().environment(\.colorScheme, .light)
        Shade()
      }
      .environment(\.colorScheme, .dark))
    #expect(host.root.visibleText == "light leftToRight dark leftToRight")
  }

  @Test func aTransformStartsFromTheValueAroundIt() {
    struct Size: View {
      @Environment(\.dynamicTypeSize) private var size
      var body: some View { Text("\(size)") }
    }
    let host = ViewHost(
      Size()
        .transformEnvironment(\.dynamicTypeSize) { size in
          size = size == .xLarge ? .xxxLarge : .small
        }
        .environment(\.dynamicTypeSize, .xLarge))
    #expect(host.root.visibleText == "xxxLarge")
  }

  @Test func aColorSchemeSetOnAViewPaintsItDarkInHTML() {
    let host = ViewHost(
      VStack {
        Text("Night").environment(\.colorScheme, .dark)
        Text("Day")
      })
    let html = host.render(.html)
    #expect(html.contains(#"class="text dark""#))
    #expect(!html.contains(#"class="text dark">Day"#))
  }

  @Test func aColorSchemeSetOnTheRootPaintsTheScreenDark() {
    let html = ViewHost(Text("Night").environment(\.colorScheme, .dark)).render(.html)
    #expect(html.contains(" dark\""))
  }

  @Test func aDirectionSetOnAViewLaysItOutRightToLeft() {
    let host = ViewHost(
      HStack {
        Text("א")
        Text("ב")
      }.environment(\.layoutDirection, .rightToLeft))
    #expect(host.render(.html).contains(#"dir="rtl""#))
    #expect(host.root.children.first?.visibleText == "א ב")
  }

  @Test func systemColorsResolveToTheirLightAndDarkValues() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(Color.red.resolve(in: EnvironmentValues()).description == "#FF3B30FF")
    #expect(Color.red.resolve(in: dark).description == "#FF453AFF")
    #expect(Color.blue.opacity(0.5).resolve(in: EnvironmentValues()).description == "#007AFF80")
    #expect(Color.clear.resolve(in: EnvironmentValues()).description == "#00000000")
    #expect(Color.primary.resolve(in: dark).description == "#FFFFFFFF")
  }

  /// The OpenSwiftUI project's `ColorResolvedCompatibilityTests`, run against SwiftUI: the
  /// descriptions of resolved colors made in each color space.
  @Test(arguments: [
    (Color.RGBColorSpace.sRGB, Float(0.01), Float(0.02), Float(0.03), Float(0.04), "#0305080A"),
    (.sRGB, 0.412, 0.508, 0.690, 0.748, "#6982B0BF"),
    (.sRGB, 0.6, 0.6, 0.6, 0.6, "#99999999"),
    (.sRGB, 1, 1, 1, 1, "#FFFFFFFF"),
    (.sRGBLinear, 0.01, 0.02, 0.03, 0.04, "#1927300A"),
    (.sRGBLinear, 0.3, 0.3, 0.3, 0.3, "#9595954D"),
    (.sRGBLinear, 0.412, 0.508, 0.690, 0.748, "#ACBDD8BF"),
    (.sRGBLinear, 0.6, 0.6, 0.6, 0.6, "#CBCBCB99"),
    (.displayP3, 0.01, 0.02, 0.03, 0.04, "#0205080A"),
    (.displayP3, 0.6, 0.6, 0.6, 0.6, "#99999999"),
    (.displayP3, 0, 0, 0, 0, "#00000000"),
  ])
  func resolvedColorsDescribeThemselvesAsSwiftUIDoes(
    space: Color.RGBColorSpace, red: Float, green: Float, blue: Float, opacity: Float,
    expected: String
  ) {
    let resolved = Color.Resolved(
      colorSpace: space, red: red, green: green, blue: blue, opacity: opacity)
    #expect(resolved.description == expected)
  }

  @Test func aResolvedColorRoundTripsThroughAColor() {
    let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0)
    #expect(Color(resolved).resolve(in: EnvironmentValues()).description == resolved.description)
    var changed = resolved
    changed.green = 0
    #expect(changed.description == "#FF0000FF")
  }

  @Test func anEnvironmentDescribesTheValuesSetInIt() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    environment.colorScheme = .dark
    environment.colorScheme = .light
    #expect(environment.description.contains("= light"))
    #expect(!environment.description.contains("= dark"))
  }
}

/// `EquatableView`: a parent's update reaches the content only when the content's own `==`
/// says it changed.
///
/// Source: the OpenSwiftUI project's `EquatableViewCompatibilityTests`, run against SwiftUI: a
/// view whose `==` compares only its number's parity runs its body once for 0, 2 and 4 when
/// wrapped in `.equatable()`, and three times when it is not `Equatable`. Apple's
/// documentation of `equatable()`.
@MainActor
@Suite struct EquatableViewBehaviourTests {
  @MainActor
  private enum Bodies {
    static var count = 0

    static func note() { count += 1 }
  }

  /// Plain data, `Equatable` by parity.
  private struct Parity: View, Equatable {
    let number: Int
    var body: some View {
      let _ = Bodies.note()
      Text(number.isMultiple(of: 2) ? "even" : "odd")
    }
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.number.isMultiple(of: 2) == rhs.number.isMultiple(of: 2)
    }
  }

  /// The same, not `Equatable`.
  private struct PlainParity: View {
    let number: Int
    var body: some View {
      let _ = Bodies.note()
      Text(number.isMultiple(of: 2) ? "even" : "odd")
    }
  }

  private struct Counter: View {
    let equatable: Bool
    @State private var number = 0
    var body: some View {
      VStack {
        Button("Add two") { number += 2 }
        Button("Add one") { number += 1 }
        if equatable {
          Parity(number: number).equatable()
        } else {
          PlainParity(number: number)
        }
      }
    }
  }

  @Test func anEquatableViewSkipsUpdatesItsEqualityIgnores() throws {
    Bodies.count = 0
    let host = ViewHost(Counter(equatable: true))
    try host.tap("Add two")
    try host.tap("Add two")
    #expect(Bodies.count == 1)
    try host.tap("Add one")
    #expect(Bodies.count == 2)
    #expect(host.root.visibleText.hasSuffix("odd"))
  }

  @Test func aViewThatIsNotEquatableRunsItsBodyOnEveryChange() throws {
    Bodies.count = 0
    let host = ViewHost(Counter(equatable: false))
    try host.tap("Add two")
    try host.tap("Add two")
    #expect(Bodies.count == 3)
  }
}
