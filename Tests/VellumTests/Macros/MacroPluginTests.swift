import Foundation
import Testing

/// The macro plugin (`VellumMacros`) speaks the compiler's plugin protocol: the expansions it
/// gives, and the located errors a declaration it cannot expand gets — in the process the
/// compiler starts, fed the messages the compiler sends (swift-syntax's
/// `HostToPluginMessage` encoding, length-prefixed JSON).
@Suite struct MacroPluginTests {
  /// The plugin, built beside the tests.
  private static let tool = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("VellumMacros-tool")

  /// Sends each message to a fresh plugin process and returns its replies, decoded.
  private func exchange(_ messages: [String]) throws -> [[String: Any]] {
    let process = Process()
    process.executableURL = Self.tool
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    for message in messages {
      var size = UInt64(message.utf8.count)
      var framed = Data()
      for _ in 0..<8 {
        framed.append(UInt8(truncatingIfNeeded: size))
        size >>= 8
      }
      input.fileHandleForWriting.write(framed + Data(message.utf8))
    }
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var replies: [[String: Any]] = []
    var index = data.startIndex
    while index + 8 <= data.endIndex {
      let size = data[index..<index + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
      let body = data[index + 8..<index + 8 + size]
      replies.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
      index += 8 + size
    }
    return replies
  }

  /// A `Syntax` as the compiler encodes it: `source` starting at `offset` of `File.swift`.
  private func syntax(_ source: String, kind: String, line: Int = 1, offset: Int = 100) -> String {
    let text = String(data: try! JSONSerialization.data(withJSONObject: [source]), encoding: .utf8)!
    return #"{"kind":"\#(kind)","source":\#(text.dropFirst().dropLast()),"location":"#
      + #"{"fileID":"App/File.swift","fileName":"/src/File.swift","offset":\#(offset),"#
      + #""line":\#(line),"column":1}}"#
  }

  private func attached(_ type: String, role: String, declaration: String, context: String)
    -> String
  {
    #"{"expandAttachedMacro":{"macro":{"moduleName":"VellumMacros","typeName":"\#(type)","#
      + #""name":"Entry"},"macroRole":"\#(role)","discriminator":"$s1","#
      + #""attributeSyntax":\#(syntax("@Entry", kind: "attribute")),"#
      + #""declSyntax":\#(syntax(declaration, kind: "declaration")),"#
      + #""lexicalContext":[\#(context)]}}"#
  }

  private func expansion(_ reply: [String: Any]) -> (source: String?, errors: [String]) {
    let result = reply["expandMacroResult"] as? [String: Any] ?? [:]
    let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
    return (
      result["expandedSource"] as? String,
      diagnostics.map {
        let position = $0["position"] as? [String: Any] ?? [:]
        return "\(position["offset"] ?? "?"): \($0["message"] ?? "")"
      }
    )
  }

  @Test func answersTheCapabilityQuestionAndKeepsServingAfterAnUnreadableMessage() throws {
    let replies = try exchange([
      #"{"getCapability":{"capability":{"protocolVersion":7}}}"#, "{not json",
      #"{"getCapability":{}}"#,
    ])
    #expect(replies.count == 3)
    let capability = replies[0]["getCapabilityResult"] as? [String: Any]
    #expect((capability?["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)
    #expect(expansion(replies[1]).errors.first?.contains("cannot read a request") == true)
    #expect(replies[2]["getCapabilityResult"] != nil)
  }

  @Test func entryExpandsToAccessorsAndAKeyWithTheDefault() throws {
    let environment = syntax("extension EnvironmentValues {}", kind: "declaration")
    let declaration = "@Entry public var accent: Color = .blue"
    let replies = try exchange([
      attached("EntryMacro", role: "accessor", declaration: declaration, context: environment),
      attached("EntryMacro", role: "peer", declaration: declaration, context: environment),
    ])
    #expect(
      expansion(replies[0]).source
        == "get { self[__Key_accent.self] }\nset { self[__Key_accent.self] = newValue }")
    #expect(
      expansion(replies[1]).source == """
        private struct __Key_accent: Vellum.EnvironmentKey {
          typealias Value = Color
          static var defaultValue: Value { .blue }
        }
        """)
  }

  @Test func entryThatCannotBeExpandedGetsALocatedError() throws {
    let environment = syntax("extension SwiftUI.EnvironmentValues {}", kind: "declaration")
    let replies = try exchange([
      attached(
        "EntryMacro", role: "peer", declaration: "@Entry let a: Int = 1", context: environment),
      attached("EntryMacro", role: "peer", declaration: "@Entry var b = 1", context: environment),
      attached("EntryMacro", role: "peer", declaration: "@Entry var c: Int", context: environment),
      attached(
        "EntryMacro", role: "peer", declaration: "@Entry var d: Int = 1",
        context: syntax("struct Settings {}", kind: "declaration")),
    ])
    #expect(
      replies.map { expansion($0).errors } == [
        ["107: @Entry needs a var: its value can be set"],
        ["111: @Entry needs the property's type: var b: Type = value"],
        ["100: @Entry needs a default value: var c: Int = …"],
        ["100: @Entry can only be used in an extension of EnvironmentValues or FocusedValues"],
      ])
  }

  @Test func previewExpandsToAFunctionNamedByItsLine() throws {
    let source = "\n// The list\n#Preview(\"Rows\", traits: .sizeThatFitsLayout) {\n  List {}\n}"
    let replies = try exchange([
      #"{"expandFreestandingMacro":{"macro":{"moduleName":"VellumMacros","#
        + #""typeName":"PreviewMacro","name":"Preview"},"macroRole":"declaration","#
        + #""discriminator":"$s1","syntax":\#(syntax(source, kind: "declaration", line: 9))}}"#
    ])
    #expect(
      expansion(replies[0]).source == """
        @MainActor func __vellumPreview(`File.swift:11`: Void) -> Vellum.Preview {
          return Vellum.Preview("Rows", traits: .sizeThatFitsLayout) {
          List {}
        }
        }
        """)
  }

  @Test func previewableOutsideAPreviewAndAPreviewWithoutABodyAreErrors() throws {
    let replies = try exchange([
      attached(
        "PreviewableMacro", role: "peer", declaration: "@Previewable @State var on = true",
        context: syntax("struct Settings {}", kind: "declaration")),
      #"{"expandFreestandingMacro":{"macro":{"moduleName":"VellumMacros","#
        + #""typeName":"PreviewMacro","name":"Preview"},"macroRole":"declaration","#
        + #""discriminator":"$s1","syntax":\#(syntax("#Preview(\"A\")", kind: "declaration"))}}"#,
    ])
    #expect(
      replies.map { expansion($0).errors } == [
        ["100: @Previewable can only be used at the top of a #Preview's body"],
        ["108: #Preview needs a body: #Preview { ContentView() }"],
      ])
  }
}
