import Foundation

/// Answers the compiler's messages: its capability question, and each expansion of
/// `#Preview`, `@Previewable` and `@Entry`. A request it cannot read gets an error diagnostic,
/// never silence, so the compiler is never left waiting.
///
/// ```swift
/// PluginHost(channel: MessageChannel()).serve()
/// ```
struct PluginHost {
  /// Where messages come from and replies go.
  var channel: MessageChannel

  /// Answers messages until input closes.
  func serve() {
    while let message = channel.receive() {
      let reply = reply(to: message)
      channel.send((try? JSONEncoder().encode(reply)) ?? Data())
    }
  }

  /// The reply to one message's bytes.
  func reply(to message: Data) -> PluginReply {
    let decoded: HostMessage
    do {
      decoded = try JSONDecoder().decode(HostMessage.self, from: message)
    } catch {
      return .expansion(nil, [Diagnostic(message: "VellumMacros cannot read a request: \(error)")])
    }
    if decoded.getCapability != nil { return .capability }
    if let request = decoded.loadPluginLibrary {
      return .libraryNotLoaded([
        Diagnostic(message: "VellumMacros loads no libraries (asked for \(request.libraryPath))")
      ])
    }
    if let request = decoded.expandFreestandingMacro {
      return expand(request.syntax) { () throws(MacroError) in
        guard request.macro.macro == .preview else {
          throw MacroError("VellumMacros has no macro \(request.macro.typeName)", at: 0)
        }
        return try PreviewMacro.expansion(of: request.syntax)
      }
    }
    if let request = decoded.expandAttachedMacro {
      let context = request.lexicalContext ?? []
      return expand(request.declSyntax) { () throws(MacroError) in
        switch request.macro.macro {
        case .entry:
          try EntryMacro.expansion(role: request.macroRole, of: request.declSyntax, in: context)
        case .previewable:
          try PreviewableMacro.expansion(of: request.declSyntax, in: context)
        case .preview, nil:
          throw MacroError("VellumMacros has no macro \(request.macro.typeName)", at: 0)
        }
      }
    }
    return .expansion(nil, [Diagnostic(message: "VellumMacros got a request it does not know")])
  }

  /// The expansion `make` gives, or its error placed in `syntax`'s file.
  private func expand(_ syntax: Syntax, _ make: () throws(MacroError) -> String) -> PluginReply {
    do {
      return .expansion(try make(), [])
    } catch {
      return .expansion(nil, [Diagnostic(error, in: syntax)])
    }
  }
}
