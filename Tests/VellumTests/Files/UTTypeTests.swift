import Foundation
import Testing
import Vellum

/// Uniform type identifiers, as UniformTypeIdentifiers declares them (issue 60). Source:
/// Apple's documentation of `UTType` ("conforms(to:)", "init(filenameExtension:conformingTo:)",
/// "preferredFilenameExtension", "preferredMIMEType", "isDynamic") and of the system-declared
/// types (`UTType.plainText` is `public.plain-text`, `UTType.pdf` is `com.adobe.pdf`).
@Suite struct UTTypeTests {
  @Test func declaredTypesHaveTheSystemsIdentifiersAndTags() {
    #expect(UTType.plainText.identifier == "public.plain-text")
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.folder.preferredFilenameExtension == nil)
    #expect(UTType("public.json") == .json)
    #expect(UTType("com.example.unknown") == nil)
  }

  @Test func conformanceFollowsTheHierarchy() {
    #expect(UTType.commaSeparatedText.conforms(to: .text))
    #expect(UTType.commaSeparatedText.conforms(to: .data))
    #expect(UTType.png.conforms(to: .image) && UTType.png.isSubtype(of: .item))
    #expect(UTType.image.isSupertype(of: .heic))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
    #expect(UTType.png.supertypes == [.image, .data, .content, .item])
    #expect(!UTType.text.isSubtype(of: .text))
  }

  @Test func tagsFindTheirTypes() {
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "csv", conformingTo: .text) == .commaSeparatedText)
    #expect(UTType(filenameExtension: "csv", conformingTo: .image) == nil)
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType(filenameExtension: "tar.gz") == nil)
    #expect(UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil) == [.xml])
  }

  @Test func anUnclaimedTagGivesADynamicTypeConformingToData() throws {
    let markdown = try #require(UTType(filenameExtension: "md"))
    #expect(markdown.isDynamic && !markdown.isDeclared)
    #expect(markdown.identifier.hasPrefix("dyn."))
    #expect(markdown.conforms(to: .data) && !markdown.conforms(to: .text))
    #expect(markdown.preferredFilenameExtension == "md")
    #expect(UTType(filenameExtension: "md") == markdown)
    #expect(UTType(filenameExtension: "md", conformingTo: .text) == nil)
    #expect(UTType(markdown.identifier) == markdown)
  }

  @Test func appDeclaredTypesConformToTheirParents() {
    let recipe = UTType(exportedAs: "com.example.vellum-recipe", conformingTo: .json)
    #expect(recipe.conforms(to: .text) && recipe.isDeclared && !recipe.isPublic)
    #expect(UTType("com.example.vellum-recipe") == recipe)
    #expect(UTType(importedAs: "public.png") == .png)
  }

  @Test func typesEncodeAsTheirIdentifiers() throws {
    let data = try JSONEncoder().encode([UTType.png, .pdf])
    #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.adobe.pdf"]"#)
    #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .pdf])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UTType.self, from: Data(#""com.example.none""#.utf8))
    }
  }
}
