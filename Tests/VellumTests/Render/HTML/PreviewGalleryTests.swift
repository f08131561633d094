import Foundation
import Testing
import Vellum

private struct Greeting_Previews: PreviewProvider {
  static var previews: some View {
    Text("Hello").previewDisplayName("Plain <hello>")
    Text("Hola").bold()
  }
}

@MainActor
@Suite struct PreviewGalleryTests {
  private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("vellum-gallery-\(UUID())")
  }

  @Test func eachTopLevelPreviewGetsAPageAndAnIndexEntry() throws {
    var gallery = PreviewGallery(title: "Greetings")
    gallery.add(Greeting_Previews.self)
    #expect(gallery.previews.map(\.name) == ["Plain <hello>", "Greeting 2"])
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let index = try gallery.write(to: folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == [".vellum-gallery", "greeting-2.html", "index.html", "plain-hello.html"])
    let indexPage = try String(contentsOf: index, encoding: .utf8)
    #expect(indexPage.contains("<a href=\"plain-hello.html\">Plain &lt;hello&gt;</a>"))
    // Each entry's thumbnail is the preview's screen placed as on its page, at half its size.
    #expect(
      indexPage.contains(
        "<div class=\"thumbnail\" style=\"width:196.5px;height:426px\">"
          + "<div class=\"screen device framed\" style=\"width:393px;height:852px\">"
          + "<span class=\"text at-frame\" style=\"font-weight:600;left:177.67px;top:428.33px;"
          + "width:37.67px;height:20.33px\">Hola</span></div></div>"))
    let page = try String(
      contentsOf: folder.appendingPathComponent("greeting-2.html"), encoding: .utf8)
    // The screen at a 6.1-inch iPhone's 393 × 852 points, the text at the frame the point
    // layout gives it: centred in the safe area (59 points at the top, 34 at the bottom), as
    // SwiftUI centres a lone view ("Layout fundamentals", developer.apple.com).
    #expect(
      page.contains(
        "<main class=\"screen device framed\" style=\"width:393px;height:852px\">"
          + "<span class=\"text at-frame\" style=\"font-weight:600;left:177.67px;top:428.33px;"
          + "width:37.67px;height:20.33px\">Hola</span></main>"))
    #expect(
      page.contains(
        "<pre class=\"text-rendering\">" + String(repeating: " ", count: 22) + "Hola\n</pre>"))
    #expect(
      page.contains("<figure class=\"svg-rendering\"><svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(page.contains("font-weight=\"700\" fill=\"#000000\">Hola</text>"))
    #expect(!page.contains("<script"))
  }

  @Test func writingIntoAFileInsteadOfAFolderFailsAndWritesNothing() throws {
    let file = temporaryFolder()
    try Data("not a folder".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var gallery = PreviewGallery()
    gallery.add("Greeting", Text("Hi"))
    #expect(throws: (any Error).self) { try gallery.write(to: file) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "not a folder")
  }
}
