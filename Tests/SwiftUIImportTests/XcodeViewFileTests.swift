import SwiftUI
import Testing

/// A file written for Xcode — `import SwiftUI`, `@Entry`, `#Preview`, `@Previewable` —
/// compiles unchanged on Linux, and its previews show what they declare (issue 60).
@MainActor
@Suite struct XcodeViewFileTests {
  @Test func itsPreviewsShowTheirViewsWithTheEntrysDefault() throws {
    var gallery = PreviewGallery()
    gallery.add(__vellumPreview(`XcodeViewFile.swift:21`: ()), in: "XcodeViewFile")
    gallery.add(__vellumPreview(`XcodeViewFile.swift:25`: ()), in: "XcodeViewFile")
    #expect(gallery.previews.map(\.name) == ["Badge", "XcodeViewFile 2"])
    #expect(gallery.previews[0].root.visibleText == "3 new")
    let badge = try #require(gallery.previews[0].host)
    #expect(badge(nil).render(.tree).contains("foregroundStyle: orange"))
    let counter = try #require(gallery.previews[1].host)
    let host = counter(nil)
    try host.tap("More")
    #expect(host.root.visibleText == "More 2 new")
  }
}
