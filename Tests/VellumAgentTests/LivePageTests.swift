import ControlCatalogExample
import Foundation
import Testing
import Vellum
import VellumValues

@testable import VellumRunner

/// Live pages: the page's tree is the host's first screen with every update's patches applied,
/// its markup marks the controls, and an update comes as the DOM operations between markups.
@MainActor
@Suite struct LivePageTests {
  private func runner() -> PreviewRunner {
    var gallery = PreviewGallery()
    ControlCatalogExample.addPreviews(to: &gallery)
    return PreviewRunner(gallery: gallery)
  }

  private func result(_ runner: PreviewRunner, _ method: String, _ params: JSONValue) async throws
    -> JSONValue
  {
    let request: JSONValue = ["id": 1, "method": .string(method), "params": params]
    let answer = try JSONValue(parsing: await runner.answer(request.serialized))
    #expect(answer["error"] == nil, "\(answer)")
    return answer["result"] ?? .null
  }

  /// Every control the screen's snapshot names can be driven from the page.
  @Test func thePageMarksEveryControlOfTheSnapshot() async throws {
    let runner = runner()
    let opened = try await result(runner, "open", ["name": "Controls", "live": true])
    let html = try #require(opened["html"]?.string)
    let snapshot = try #require(opened["snapshot"]?.string)
    let references = snapshot.matches(of: /ref=(e\d+)/).map { String($0.output.1) }
    #expect(references.count == 20)
    for reference in references {
      #expect(html.contains("data-ref=\"\(reference)\""), "\(reference)")
    }
  }

  /// A toggle's update is its one patch, applied to the page's tree: the page's operations
  /// take the switch's `checked` off, and the page then equals the host's screen read afresh.
  @Test func anUpdateIsItsPatchesAsDOMOperations() async throws {
    let runner = runner()
    _ = try await result(runner, "open", ["name": "Controls", "live": true])
    let acted = try await result(
      runner, "act", ["screen": "s1", "action": "toggle", "ref": "e3"])
    let page = try #require(acted["page"])
    #expect(page["patches"] == 1)
    #expect(page["resynced"] == false)
    #expect(page["problem"] == nil)
    #expect(page["version"] == 1)
    #expect(
      page["operations"]
        == [["op": "attrs", "path": [0, 1, 0, 0, 1, 0, 0, 1], "set": [:], "remove": ["checked"]]])
    let shown = try await result(runner, "page", ["screen": "s1"])["html"]
    let fresh = try await result(runner, "page", ["screen": "s1", "fresh": true])["html"]
    #expect(shown == fresh)
    // The switch's row at its frame in the form's group: inset 16 points, centred in the
    // 53-point row its 31-point switch makes (the layout's iOS metrics).
    #expect(
      shown?.string?.contains(
        #"<label class="toggle at-frame" data-ref="e3" style="left:16px;top:11px;width:329px;"#
          + #"height:31px"><span class="control-label">"#) == true)
  }

  /// An edited file's view replaces the screen's root view: the count survives the edit (as
  /// a hosting controller's `rootView` keeps state), and a file that stops compiling leaves
  /// the screen as it was.
  @Test func anEditedFileUpdatesItsPagesInPlace() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Counter.swift")
    func write(_ label: String, _ tail: String = ")") throws {
      try Data(
        """
        struct Counter: View {
          @State private var count = 0
          var body: some View {
            VStack {
              Text("\(label): \\(count)"\(tail)
              Button("+") { count += 1 }
            }
          }
        }
        """.utf8
      ).write(to: file)
    }
    try write("Count")
    let runner = runner()
    _ = try await result(runner, "open", ["file": .string(file.path), "live": true])
    _ = try await result(runner, "act", ["screen": "s1", "action": "tap", "ref": "e1"])
    try write("Total")
    let reloaded = try await result(runner, "reload", ["file": .string(file.path)])
    // "Total" is narrower than "Count": the centred stack narrows, and its text and its
    // button move with it, before the text's characters change.
    #expect(
      reloaded["screens"]?["s1"]?["operations"] == [
        [
          "op": "attrs", "path": [0], "remove": [],
          "set": ["style": "left:167.33px;top:414.17px;width:58.33px;height:48.67px"],
        ],
        [
          "op": "attrs", "path": [0, 0], "remove": [],
          "set": ["style": "left:0px;top:0px;width:58.33px;height:20.33px"],
        ],
        ["op": "text", "path": [0, 0, 0], "text": "Total: 1"],
        [
          "op": "attrs", "path": [0, 1], "remove": [],
          "set": ["style": "left:23.5px;top:28.33px;width:11.33px;height:20.33px"],
        ],
      ])
    try write("Broken", "")
    let request: JSONValue = ["id": 2, "method": "reload", "params": ["file": .string(file.path)]]
    let answer = try JSONValue(parsing: await runner.answer(request.serialized))
    #expect(
      answer["error"]?["message"]?.string?.contains("Counter.swift:6:7: error: expected ')'")
        == true, "\(answer)")
    let page = try await result(runner, "page", ["screen": "s1"])
    #expect(page["html"]?.string?.contains("Total: 1") == true)
  }

  /// A row that swipes and opens a context menu is one element on the page, with one
  /// reference: a long press on it opens the menu, a swipe reveals the swipe actions.
  @Test func oneElementStandsForEveryControlOfItsView() async throws {
    let gestures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Grammar/examples/Gestures.swift")
    let runner = runner()
    let opened = try await result(
      runner, "open", ["file": .string(gestures.path), "live": true])
    let snapshot = opened["snapshot"]?.string ?? ""
    // The page is placed on the default device, a 6.1-inch iPhone: 393 × 852 points (Human
    // Interface Guidelines, "Layout", device screen sizes).
    #expect(opened["device"] == ["width": 393, "height": 852])
    #expect(snapshot.contains(#"- text "Row" [ref=e3, row swipeable from the trailing edge]"#))
    #expect(snapshot.contains(#"- long-pressable "Row" [ref=e5, long-pressable]"#))
    #expect(
      opened["html"]?.string?.contains(
        #"<span class="text at-frame" data-ref="e3" style="left:16px;top:11px;width:35px;"#
          + #"height:20.33px">Row</span>"#) == true)
    #expect(opened["html"]?.string?.contains(#"data-ref="e5""#) == false)
    let pressed = try await result(
      runner, "act", ["screen": "s1", "action": "long_press", "ref": "e3"])
    #expect(pressed["snapshot"]?.string?.contains(#"- button "Copy""#) == true)
    _ = try await result(runner, "open", ["file": .string(gestures.path), "live": true])
    let swiped = try await result(runner, "act", ["screen": "s2", "action": "swipe", "ref": "e3"])
    #expect(swiped["snapshot"]?.string?.contains(#"- button "Pin""#) == true)
  }

  /// A page's screen keeps time: polled with the seconds passed, its timer ticks and the page
  /// gets the change.
  @Test func aPolledScreensTimerTicks() async throws {
    struct Ticker: View {
      @State private var ticks = 0
      var body: some View {
        Text("Ticks: \(ticks)")
          .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
            ticks += 1
          }
      }
    }
    var gallery = PreviewGallery()
    gallery.add("Ticker", Ticker())
    let runner = PreviewRunner(gallery: gallery)
    _ = try await result(runner, "open", ["name": "Ticker", "live": true])
    let polled = try await result(runner, "poll", ["screen": "s1", "seconds": 2])
    // The text is centred on the screen: its new width moves its frame, then its characters
    // change.
    #expect(
      polled["page"]?["operations"] == [
        [
          "op": "attrs", "path": [0], "remove": [],
          "set": ["style": "left:165.33px;top:428.33px;width:62.33px;height:20.33px"],
        ],
        ["op": "text", "path": [0, 0], "text": "Ticks: 2"],
      ])
    let idle = try await result(runner, "poll", ["screen": "s1"])
    #expect(idle["page"]?["operations"] == [])
  }

  @Test func theDiffKeepsWhatIsAlikeAndSplicesTheRest() {
    let old = Markup(parsing: #"<ul><li>A</li><li>B</li><li>C</li></ul><p class="x">7</p>"#)
    let new = Markup(
      parsing: #"<ul><li>A</li><li>N</li><li>M</li><li>C</li></ul><p class="y" hidden>8</p>"#)
    #expect(
      MarkupDiff.operations(from: old, to: new) == [
        ["op": "splice", "path": [0], "index": 1, "remove": 1, "html": "<li>N</li><li>M</li>"],
        ["op": "attrs", "path": [1], "set": ["class": "y", "hidden": ""], "remove": []],
        ["op": "text", "path": [1, 0], "text": "8"],
      ])
    let retagged = Markup(parsing: #"<ul><li>A</li><li>B</li><li>C</li></ul><h1>7</h1>"#)
    #expect(
      MarkupDiff.operations(from: old, to: retagged) == [
        ["op": "replace", "path": [1], "html": "<h1>7</h1>"]
      ])
    #expect(MarkupDiff.operations(from: old, to: old).isEmpty)
  }

  @Test func theMarkupReaderKnowsTheRenderersMarkup() {
    let markup = Markup(
      parsing: #"<label class="t" data-tag="&quot;S&quot;"><input type="checkbox" checked>"#
        + #"<svg><path d="M0 0"/></svg>Tom &amp; Jerry &#39;&#x1F600;&bogus;</label><p>open"#)
    let label = markup.nodes[0]
    #expect(label.tag == "label")
    #expect(
      label.attributes == [
        MarkupAttribute(name: "class", value: "t"),
        MarkupAttribute(name: "data-tag", value: "\"S\""),
      ])
    #expect(label.children.map { $0.tag } == ["input", "svg", nil])
    #expect(label.children[0].attributes.last == MarkupAttribute(name: "checked", value: ""))
    #expect(label.children[1].children.map(\.tag) == ["path"])
    #expect(label.children[2].text == "Tom & Jerry '😀&bogus;")
    #expect(markup.nodes[1].tag == "p", "an element left open ends with the markup")
    #expect(markup.html(of: markup.nodes[1]) == "<p>open")
  }
}
