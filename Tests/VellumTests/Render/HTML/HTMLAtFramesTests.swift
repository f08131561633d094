import Foundation
import Testing
import VellumRenderers

@testable import Vellum

/// HTML placed at the point layout's frames (`.htmlPage`, the gallery): each element of a view
/// the layout placed stands at its frame, measured from the nearest placed element around it,
/// so Chromium draws it where the SVG image and `GeometryReader` put it.
@MainActor
@Suite struct HTMLAtFramesTests {
  /// The screen's HTML with its elements at their frames.
  private func html(_ host: ViewHost) -> String {
    HTMLRenderer(placing: host.root).fragment(host.root)
  }

  /// Where the layout placed the first node that `matches`, on the host's screen.
  private func frame(
    _ host: ViewHost, outer: Bool = true, where matches: @escaping (Node) -> Bool
  ) throws -> Rect {
    let screen = PointLayout(screen: Screen(of: host.root)).layout(host.root)
    let placed = try #require(screen.first(where: matches))
    return try #require(outer ? placed.outerFrame : placed.frame)
  }

  /// The declarations that place an element at `frame`, measured from `origin`.
  private func position(_ frame: Rect, from origin: Rect? = nil) -> String {
    "left:" + CSS.pixels(frame.minX - (origin?.minX ?? 0)) + ";top:"
      + CSS.pixels(frame.minY - (origin?.minY ?? 0)) + ";width:" + CSS.pixels(frame.width)
      + ";height:" + CSS.pixels(frame.height)
  }

  private func isText(_ text: String) -> (Node) -> Bool {
    { $0.role == .text && $0[.text] == .string(text) }
  }

  @Test func aLoneTextIsCentredInTheSafeArea() {
    // A 6.1-inch iPhone: 393 × 852 points, 59 of safe area at the top and 34 at the bottom; a
    // view with no frame is centred in the safe area ("Layout fundamentals",
    // developer.apple.com/documentation/swiftui/layout-fundamentals).
    let width = FontMetrics(font: nil).width(of: "Hello")
    let lineHeight = FontMetrics(font: nil).lineHeight
    let expected =
      "left:" + CSS.pixels((393 - width) / 2) + ";top:" + CSS.pixels(59 + (759 - lineHeight) / 2)
      + ";width:" + CSS.pixels(width) + ";height:" + CSS.pixels(lineHeight)
    #expect(
      html(ViewHost(Text("Hello")))
        == "<span class=\"text at-frame\" style=\"\(expected)\">Hello</span>")
  }

  @Test func childrenAreMeasuredFromTheElementAroundThem() throws {
    let host = ViewHost(
      VStack(alignment: .leading) {
        Text("Title").font(.title)
        Text("Body")
      }
      .padding())
    let padded = try frame(host) { $0.role == .vStack }
    let stack = try frame(host, outer: false) { $0.role == .vStack }
    let title = try frame(host, where: isText("Title"))
    let body = try frame(host, where: isText("Body"))
    let markup = html(host)
    // The stack's element is the stack inside its padding (16 points each side, the
    // default); nothing paints the padding, so no element is written for it, and its texts
    // are measured from the stack, the second below the first.
    #expect(stack.minX - padded.minX == 16 && padded.maxY - stack.maxY == 16)
    #expect(
      markup.hasPrefix(
        "<div class=\"vstack at-frame\" style=\"align-items:flex-start;" + position(stack) + "\">"))
    #expect(markup.contains(position(title, from: stack) + "\">Title</h2>"))
    #expect(markup.contains(position(body, from: stack) + "\">Body</span>"))
    #expect(title.minX == stack.minX)
    #expect(body.minY > title.maxY)
    #expect(!markup.contains("padding"))
  }

  @Test func identicalButtonsTakeTheirOwnFrames() throws {
    // Rows that repeat a button share its markup when CSS lays the page out; placed, each
    // stands at its own frame.
    let host = ViewHost(
      VStack {
        Button("Go") {}
        Button("Go") {}
      })
    let markup = html(host)
    let tops = markup.components(separatedBy: "<button").dropFirst().map {
      $0.components(separatedBy: "top:")[1].prefix { $0 != ";" }
    }
    #expect(tops.count == 2)
    #expect(Set(tops).count == 2)
  }

  @Test func aRowsButtonRepeatsTheLastRowsMarkupOnlyWhereItStandsAsThatOneDid() throws {
    // The third row's longer label moves its button right; the rows around it repeat the
    // first row's button, markup and all.
    let host = ViewHost(
      List {
        ForEach(0..<4, id: \.self) { index in
          HStack {
            Text(index == 2 ? "A longer name" : "A")
            Button("Delete") {}
          }
        }
      })
    let screen = PointLayout(screen: Screen(of: host.root)).layout(host.root)
    let stacks = screen.all.filter { $0.role == .hStack }.compactMap(\.outerFrame)
    let buttons = screen.all.filter { $0.role == .button }.compactMap(\.outerFrame)
    #expect(stacks.count == 4 && buttons.count == 4)
    let expected = zip(buttons, stacks).map { button, stack in
      "<button class=\"button at-frame\" type=\"button\" style=\"" + position(button, from: stack)
        + "\">"
    }
    let written = html(host).components(separatedBy: "<button").dropFirst().map {
      "<button" + $0.prefix { $0 != ">" } + ">"
    }
    #expect(written == expected)
    #expect(expected[0] == expected[1] && expected[1] == expected[3] && expected[2] != expected[0])
  }

  @Test func listRowsStandInTheirGroupAtTheRowsFrames() throws {
    let host = ViewHost(
      List {
        Text("Apples")
        Text("Pears")
      })
    let placed = try #require(
      PointLayout(screen: Screen(of: host.root)).layout(host.root).first { $0.role == .list })
    let rows = placed.parts.map(\.frame)
    let list = try #require(placed.outerFrame)
    #expect(rows.count == 2)
    // An inset grouped list: rows inset 16 points from the screen's edges, 44 points tall
    // at least (Human Interface Guidelines, "Lists and tables").
    #expect(rows.allSatisfy { $0.minX == 16 && $0.width == 361 && $0.height >= 44 })
    let group = rows[0].union(rows[1])
    let markup = html(host)
    #expect(
      markup.contains("<ul class=\"group at-frame\" style=\"\(position(group, from: list))\">"))
    #expect(
      markup.contains("<li class=\"row at-frame\" style=\"\(position(rows[0], from: group))\">"))
    #expect(
      markup.contains("<li class=\"row at-frame\" style=\"\(position(rows[1], from: group))\">"))
    let pears = try frame(host, where: isText("Pears"))
    #expect(markup.contains(position(pears, from: rows[1]) + "\">Pears</span>"))
  }

  @Test func aLinksChevronIsItsRowsNotItsLabels() {
    // In a list a navigation link's row shows a chevron at its trailing end; outside a list
    // the link is its label alone (`NavigationLink`, developer.apple.com).
    let inList = html(
      ViewHost(NavigationStack { List { NavigationLink("Account") { Text("Details") } } }))
    #expect(inList.contains("</div><span class=\"chevron row-chevron\">›</span></li>"))
    let alone = html(ViewHost(NavigationStack { NavigationLink("Account") { Text("Details") } }))
    #expect(alone.contains("role=\"link\""))
    #expect(!alone.contains("chevron"))
  }

  @Test func anOverlayIsPlacedOverTheViewItDecorates() throws {
    let host = ViewHost(
      Text("Inbox").padding(8).overlay(alignment: .topTrailing) { Text("3") })
    let outer = try frame(host, where: isText("Inbox"))
    let own = try frame(host, outer: false, where: isText("Inbox"))
    let badge = try frame(host, where: isText("3"))
    let markup = html(host)
    // The wrapper holds the padded view; the text inside its padding; the badge at the
    // wrapper's top trailing corner, as `overlay(alignment:content:)` aligns it.
    #expect(markup.contains("<div class=\"layered at-frame\" style=\"\(position(outer))\">"))
    #expect(markup.contains(position(own, from: outer) + "\">Inbox</span>"))
    #expect(markup.contains(position(badge, from: outer) + "\">3</span>"))
    #expect(badge.maxX == outer.maxX && badge.minY == outer.minY)
  }

  @Test func aBackgroundBetweenTwoPaddingsFillsTheInnerPaddingOnly() throws {
    // Each modifier applies to the view the ones before it made ("Configuring views",
    // developer.apple.com): the yellow fills the text and its first padding, not the
    // horizontal padding added after it. (CSS on one element filled both.)
    let host = ViewHost(Text("Hi").padding().background(Color.yellow).padding(.horizontal))
    let placed = try #require(
      PointLayout(screen: Screen(of: host.root)).layout(host.root).first(where: isText("Hi")))
    let boxes = placed.modifierFrames
    let text = try #require(placed.frame)
    #expect(boxes.count == 3)
    let painted = boxes[1].frame  // the background's box: the padded text
    #expect(painted == boxes[0].frame)
    #expect(painted.width == text.width + 32 && boxes[2].frame.width == painted.width + 32)
    let markup = html(host)
    #expect(
      markup == "<div class=\"modifier at-frame\" style=\"background:var(--system-yellow);"
        + position(painted) + "\"><span class=\"text at-frame\" style=\""
        + position(text, from: painted) + "\">Hi</span></div>")
    #expect(!markup.contains("padding"))
  }

  @Test func aScaleEffectScalesTheBoxItFollows() throws {
    // `.frame(width: 300).scaleEffect(1 / 3).frame(width: 100)`: the 300-point box is scaled
    // about its centre inside the 100-point frame, so it is drawn 100 points wide. (CSS on one
    // element scaled the 100-point frame to 33.)
    let host = ViewHost(
      Color.red.frame(width: 300, height: 30).scaleEffect(1 / 3).frame(width: 100))
    let placed = try #require(
      PointLayout(screen: Screen(of: host.root)).layout(host.root).first { $0.role == .color })
    let scaled = try #require(placed.modifierFrames.first?.frame)
    #expect(scaled.width == 300)
    let markup = html(host)
    let wrapper = try #require(markup.components(separatedBy: "<div class=\"color").first)
    #expect(wrapper.hasPrefix("<div class=\"modifier at-frame\" style=\"transform:scale("))
    #expect(wrapper.contains(position(scaled) + "\">"))
  }

  @Test func anOffsetMovesTheViewOnce() throws {
    // An offset moves the view without moving its neighbours (`offset(x:y:)`): the layout's
    // frame is already moved, so no CSS moves it again.
    let host = ViewHost(Text("Moved").offset(x: 20, y: 10))
    let moved = try frame(host, outer: false, where: isText("Moved"))
    let width = FontMetrics(font: nil).width(of: "Moved")
    #expect(moved.minX == (393 - width) / 2 + 20)
    let markup = html(host)
    #expect(markup == "<span class=\"text at-frame\" style=\"\(position(moved))\">Moved</span>")
  }

  @Test func aControlsAccessoryStandsAtThePartsFrame() throws {
    // A linear progress view draws its bar below its label; a switch sits at its row's
    // trailing end (Human Interface Guidelines, "Progress indicators" and "Toggles").
    let host = ViewHost(
      VStack {
        ProgressView("Upload", value: 0.5)
        Toggle("Wi-Fi", isOn: .constant(true))
      }
      .padding())
    let screen = PointLayout(screen: Screen(of: host.root)).layout(host.root)
    let markup = html(host)
    for role in [Role.progressView, .toggle] {
      let control = try #require(screen.first { $0.role == role })
      let frame = try #require(control.frame)
      let accessory = try #require(control.parts.first { $0.part == .accessory }?.frame)
      #expect(accessory.maxX == frame.maxX)
      #expect(markup.contains(" class=\"at-frame\" style=\"\(position(accessory, from: frame))\""))
    }
    let bar = try #require(
      screen.first { $0.role == .progressView }?.parts.first { $0.part == .accessory }?.frame)
    let label = try frame(host, where: isText("Upload"))
    #expect(bar.minY > label.maxY)
  }

  @Test func aRightToLeftScreenIsTheLeftToRightOneMirrored() throws {
    // SwiftUI lays a right-to-left screen out flipped: a stack's first child is at its right
    // (`LayoutDirection.rightToLeft`, developer.apple.com).
    let view = HStack {
      Text("First")
      Text("Second")
    }
    let leftToRight = ViewHost(view)
    let rightToLeft = ViewHost(view, variant: .rightToLeft)
    let first = try frame(leftToRight, where: isText("First"))
    let mirrored = try frame(rightToLeft, where: isText("First"))
    #expect(mirrored.minX == 393 - first.maxX)
    #expect(mirrored.minY == first.minY && mirrored.size == first.size)
    let second = try frame(rightToLeft, where: isText("Second"))
    #expect(second.maxX < mirrored.minX)
  }

  @Test func aSheetsCardAndViewsStandAtTheirFrames() throws {
    struct Presenter: View {
      @State var isShown = false
      var body: some View {
        Button("Show") { isShown = true }
          .sheet(isPresented: $isShown) {
            Text("Half").presentationDetents([.medium])
          }
      }
    }
    let host = ViewHost(Presenter())
    try host.tap("Show")
    let markup = html(host)
    // The medium detent is half the screen's height (`PresentationDetent.medium`).
    #expect(
      markup.contains(
        "<dialog class=\"sheet at-frame\" open style=\"height:50%;"
          + "left:0px;top:426px;width:393px;height:426px\">"))
    let layout = PointLayout(screen: Screen(of: host.root))
    let sheet = try #require(host.root.presentations.first)
    let (card, placed) = try #require(layout.layoutPresentation(sheet))
    let text = try #require(placed.first(where: isText("Half"))?.outerFrame)
    #expect(markup.contains(position(text, from: card) + "\">Half</span>"))
  }

  @Test func anAlertIsWrittenAsFlowInsideItsFixedCard() throws {
    struct Presenter: View {
      @State var isShown = false
      var body: some View {
        Button("Delete") { isShown = true }
          .alert("Delete?", isPresented: $isShown) { Button("Cancel", role: .cancel) {} }
      }
    }
    let host = ViewHost(Presenter())
    try host.tap("Delete")
    let markup = html(host)
    // iOS draws an alert at a fixed size over the screen's middle: the layout places no
    // views in it, and its stylesheet lays it out.
    let alert = try #require(markup.components(separatedBy: "<dialog").last)
    #expect(alert.hasPrefix(" class=\"alert\" open>"))
    #expect(!alert.contains("at-frame"))
  }

  @Test func aPageIsTheDevicesScreen() {
    let page = ViewHost(Text("Hi"), variant: .device(.iPadPortrait)).render(.htmlPage(title: "Hi"))
    #expect(
      page.contains(
        "<main class=\"screen framed\" style=\"max-width:820px;width:820px;height:1180px\">"))
    #expect(page.contains(".at-frame{position:absolute!important"))
  }
}
