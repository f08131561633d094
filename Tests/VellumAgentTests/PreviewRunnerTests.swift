import ControlCatalogExample
import RecipesExample
import Testing
import Vellum
import VellumValues

@testable import VellumRunner

/// The preview runner's requests, answered in process: the screens an agent opens, reads and
/// acts on by reference.
@MainActor
@Suite struct PreviewRunnerTests {
  private let runner: PreviewRunner = {
    var gallery = PreviewGallery()
    RecipesExample.addPreviews(to: &gallery)
    ControlCatalogExample.addPreviews(to: &gallery)
    return PreviewRunner(gallery: gallery)
  }()

  /// Sends one request and returns its result, failing the test on an error answer.
  private func result(_ method: String, _ params: JSONValue = [:]) async throws -> JSONValue {
    let request: JSONValue = ["id": 1, "method": .string(method), "params": params]
    let answer = try JSONValue(parsing: await runner.answer(request.serialized))
    #expect(answer["error"] == nil, "\(answer)")
    return answer["result"] ?? .null
  }

  private func error(_ method: String, _ params: JSONValue) async throws -> String {
    let request: JSONValue = ["id": 7, "method": .string(method), "params": params]
    let answer = try JSONValue(parsing: await runner.answer(request.serialized))
    #expect(answer["id"] == 7)
    return answer["error"]?["message"]?.string ?? "no error: \(answer)"
  }

  @Test func listsEveryPreviewOfTheGalleryOnItsOwn() async throws {
    let screens = try await result("list")["screens"]?.array ?? []
    #expect(
      screens.compactMap { $0["name"]?.string }
        == [
          "Recipes", "Kimchi stew", "Recipe editor", "Controls", "Tab bar", "Empty list", "Sheet",
          "Alert", "Confirmation dialog", "Split view",
        ])
  }

  @Test func theSnapshotReadsTheScreenWithARefOnEachControl() async throws {
    let opened = try await result("open", ["name": "Controls"])
    #expect(opened["screen"] == "s1")
    let snapshot = opened["snapshot"]?.string ?? ""
    let lines = snapshot.split(separator: "\n").map(String.init)
    #expect(lines.contains("- switch \"Wi-Fi\", value \"on\" [ref=e3]"))
    #expect(lines.contains("- text field \"Name\", value \"Ada\" [ref=e14]"))
    // A picker's selected text is read as the text, not quoted again.
    #expect(lines.contains { $0.hasPrefix("- picker \"Size S M L\", value \"M\" [ref=") })
    // A text is read, with no ref: nothing can be done to it.
    #expect(lines.contains("- text \"Version 17.2\""))
  }

  @Test func actingByRefChangesTheScreenAndKeepsTheRefs() async throws {
    _ = try await result("open", ["name": "Controls"])
    let toggled = try await result(
      "act", ["screen": "s1", "action": "toggle", "ref": "e3"])
    #expect(
      toggled["snapshot"]?.string?.contains("- switch \"Wi-Fi\", value \"off\" [ref=e3]") == true)
    #expect(toggled["patches"]?.string?.contains("isOn: $true → $false") == true)
    let typed = try await result(
      "act", ["screen": "s1", "action": "type", "ref": "e16", "value": "ada@example.com"])
    #expect(
      typed["snapshot"]?.string?.contains(
        "- text field \"Email\", value \"ada@example.com\" [ref=e16]") == true)
    let cleared = try await result("act", ["screen": "s1", "action": "clear", "ref": "e16"])
    #expect(
      cleared["snapshot"]?.string?.contains("- text field \"Email\", value \"\" [ref=e16]") == true)
  }

  @Test func aRefActsOnItsControlWhereOthersShareTheLabel() async throws {
    // The five stars of the recipe's rating (five, all filled) are all labelled "star": each
    // ref is one star, and tapping the fourth rates the recipe 4, unfilling the fifth alone.
    let opened = try await result("open", ["name": "Kimchi stew"])
    let stars = (opened["snapshot"]?.string ?? "").split(separator: "\n")
      .filter { $0.hasPrefix("- image \"star\"") }
    #expect(stars.count == 5)
    let fourth = stars[3].split(separator: "=").last.map { String($0.prefix { $0 != "," }) }
    let acted = try await result(
      "act", ["screen": "s1", "action": "tap", "ref": .string(fourth ?? "")])
    let patches = (acted["patches"]?.string ?? "").split(separator: "\n")
    #expect(patches.count == 1)
    #expect(patches.first?.hasSuffix("/HStack/Image[id: 5]  symbolVariant: fill") == true)
  }

  /// scroll_to finds a view by its label, or a control by its ref; what it changes is a
  /// scroll position binding, which the control catalog's list has none of.
  @Test func scrollsToAViewByLabelOrRef() async throws {
    _ = try await result("open", ["name": "Controls"])
    let byLabel = try await result(
      "act", ["screen": "s1", "action": "scroll_to", "value": "Progress"])
    #expect(byLabel["patches"] == "")
    _ = try await result("act", ["screen": "s1", "action": "scroll_to", "ref": "e20"])
    #expect(
      try await error("act", ["screen": "s1", "action": "scroll_to", "value": "Nope"])
        .hasPrefix("scroll to \"Nope\": nothing on screen matches"))
    #expect(
      try await error("act", ["screen": "s1", "action": "scroll_to", "value": 3])
        == "scroll_to's `value` is the label of the view to scroll to")
    #expect(
      try await error("act", ["screen": "s1", "action": "scroll_to"])
        == "this action needs the `ref` of a control from the snapshot")
  }

  /// A screen that loads its data in `.task` opens with the data, as Xcode's canvas shows it.
  @Test func aScreenOpensOnceItsTasksHaveRun() async throws {
    struct Loading: View {
      @State private var items: [String] = []
      var body: some View {
        List(items, id: \.self) { Text($0) }
          .overlay { if items.isEmpty { Text("Loading…") } }
          .task {
            await Task.yield()
            items = ["Loaded"]
          }
      }
    }
    var gallery = PreviewGallery()
    gallery.add("Loading", Loading())
    let runner = PreviewRunner(gallery: gallery)
    let request: JSONValue = ["id": 1, "method": "open", "params": ["name": "Loading"]]
    let answer = try JSONValue(parsing: await runner.answer(request.serialized))
    let snapshot = answer["result"]?["snapshot"]?.string ?? "\(answer)"
    #expect(snapshot.contains(#"- text "Loaded""#), "\(snapshot)")
    #expect(!snapshot.contains("Loading…"))
  }

  @Test func badRequestsAreAnsweredWithWhatWasWrong() async throws {
    _ = try await result("open", ["name": "Controls"])
    #expect(try await error("open", ["name": "Nope"]).hasPrefix("no preview is named Nope"))
    #expect(try await error("snapshot", ["screen": "s9"]) == "no screen s9 is open (open: s1)")
    #expect(
      try await error("act", ["screen": "s1", "action": "tap", "ref": "e999"])
        .hasPrefix("no control has the ref e999"))
    #expect(
      try await error("act", ["screen": "s1", "action": "slide", "ref": "e7", "value": "loud"])
        == "slide needs a finite number `value`")
    // A toggle is not a slider: the host's own message says so and lists what is on screen.
    let wrongKind = try await error(
      "act", ["screen": "s1", "action": "slide", "ref": "e3", "value": .number(0.5)])
    #expect(wrongKind.contains("Wi-Fi"))
    #expect(
      try await error("render", ["screen": "s1", "format": "pdf"]).hasPrefix("unknown format pdf"))
    #expect(
      try await error("open", ["name": "Controls", "variant": ["sepia"]]).hasPrefix(
        "unknown variant sepia"))
    #expect(try await error("fly", [:]).hasPrefix("unknown method fly"))
    let notJSON = try JSONValue(parsing: await runner.answer("{\"id\": 1,"))
    #expect(notJSON["error"]?["kind"] == "badArguments")
  }

  @Test func opensInAVariantAndRendersEveryFormat() async throws {
    let opened = try await result("open", ["name": "Controls", "variant": ["dark", "iPhoneSE"]])
    let screen = opened["screen"] ?? .null
    let svg = try await result("render", ["screen": screen, "format": "svg"])["rendering"]?.string
    #expect(
      svg?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\"")
        == true)
    let page = try await result("render", ["screen": screen, "format": "page"])["rendering"]?.string
    // The page is the variant's device screen: an iPhone SE's 375 × 667 points, dark.
    #expect(
      page?.contains(
        "<main class=\"screen framed dark\" style=\"max-width:375px;width:375px;height:667px\">")
        == true)
    let text = try await result("render", ["screen": screen, "width": 30])["rendering"]?.string
    #expect(text?.split(separator: "\n").allSatisfy { $0.count <= 30 } == true)
    let audit = try await result("audit", ["screen": screen, "variants": true])["findings"]?.string
    #expect(audit?.hasPrefix("# as it is\n") == true)
    #expect(audit?.contains("# accessibility5\n") == true)
    _ = try await result("close", ["screen": screen])
    #expect(try await error("snapshot", ["screen": screen]).hasPrefix("no screen s1 is open"))
  }

  @Test func aLabelWithQuotesOrLineBreaksStaysOnItsLine() {
    let host = ViewHost(Button("Say \"hi\"\nthen go") {})
    var references = ScreenReferences()
    let snapshot = ScreenSnapshot(of: host, references: &references)
    #expect(snapshot.text == "- button \"Say \\\"hi\\\"\\nthen go\" [ref=e1]\n")
  }
}
