import Foundation
import Testing

@testable import Vellum

/// `#Preview`, `@Previewable` and `@Entry` compile as Xcode's files write them and behave as
/// SwiftUI documents them (developer.apple.com/documentation/swiftui/preview(_:body:),
/// …/previewable(), …/entry()); issue 60.
@MainActor
@Suite struct PreviewMacroTests {
  @Test func entryDeclaresAnEnvironmentValueWithItsDefault() {
    #expect(ViewHost(AccentLabel()).root.visibleText == "blue none")
    let set = AccentLabel().environment(\.macroAccent, "green").environment(\.macroLimit, 3)
    #expect(ViewHost(set).root.visibleText == "green 3")
    var values = EnvironmentValues()
    values.macroLimit = 9
    #expect(values.macroLimit == 9)
  }

  /// Vellum has no commands to read focused values, so `FocusedValues` is always empty; the
  /// entry compiles as a settable optional through `FocusedValueKey`.
  @Test func entryDeclaresAnOptionalFocusedValue() {
    var values = FocusedValues()
    values.macroSelection = "Inbox"
    #expect(values.macroSelection == nil)
    let keyPath: WritableKeyPath<FocusedValues, String?> = \.macroSelection
    #expect(values[keyPath: keyPath] == nil)
  }

  @Test func aPreviewIsTheViewItsBodyMakesUnderItsName() throws {
    let preview = __vellumPreview(`PreviewMacroViews.swift:29`: ())
    #expect(preview.name == "Accent")
    var gallery = PreviewGallery()
    gallery.add(preview, in: "PreviewMacroViews")
    let added = try #require(gallery.previews.first)
    #expect(added.name == "Accent")
    #expect(added.root.visibleText == "orange none")
  }

  @Test func previewableDeclarationsAreStateOfThePreviewsOwn() throws {
    let preview = __vellumPreview(`PreviewMacroViews.swift:33`: ())
    #expect(preview.name == nil)
    var gallery = PreviewGallery()
    gallery.add(preview, in: "Counter")
    let added = try #require(gallery.previews.first)
    #expect(added.name == "Counter")
    #expect(added.root.children.first?[.previewLayout] == .name(.sizeThatFits))
    let mount = try #require(added.host)
    let host = mount(nil)
    try host.tap("Taps: 0")
    #expect(host.root.visibleText == "Taps: 1")
    // A fresh host starts from the declarations again.
    #expect(mount(nil).root.visibleText == "Taps: 0")
  }

  @Test func unnamedPreviewsOfOneGroupAreNumbered() {
    var gallery = PreviewGallery()
    gallery.add(__vellumPreview(`PreviewMacroViews.swift:33`: ()), in: "Views")
    gallery.add(__vellumPreview(`PreviewMacroViews.swift:40`: ()), in: "Views")
    #expect(gallery.previews.map(\.name) == ["Views", "Views 2"])
    #expect(gallery.previews.last?.root.visibleText == "blue none")
  }

  /// Defaults of any type, and a preview behind `#if` whose body holds braces in a string.
  @Test func entriesOfAnyTypeAndPreviewsBehindConditionsExpand() throws {
    var values = EnvironmentValues()
    #expect(values.macroTags == ["a", "b"])
    values.macroTags.append("c")
    #expect(values.macroTags == ["a", "b", "c"])
    values.macroAction()
    var gallery = PreviewGallery()
    gallery.add(__vellumPreview(`PreviewMacroViews.swift:50`: ()), in: "Views")
    #expect(gallery.previews.first?.root.visibleText == "} not the end { #Preview")
  }

  @Test func layoutTraitsLayThePreviewOut() {
    let fixed = Preview(traits: .fixedLayout(width: 320, height: 120), .portrait) { Text("A") }
    let landscape = Preview(traits: .landscapeLeft) { Text("B") }
    var gallery = PreviewGallery()
    gallery.add(fixed, in: "Fixed")
    gallery.add(landscape, in: "Landscape")
    #expect(
      gallery.previews.map { $0.root.children.first?[.previewLayout] } == [
        .list([.double(320), .double(120)]), .list([.double(852), .double(393)]),
      ])
  }
}
