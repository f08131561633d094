import Foundation
import Vellum

/// What the top-level code of a program's `main.swift` calls: `print`, `MainActor.assumeIsolated`,
/// and a `ViewHost` it makes, drives (`tap`, `toggle`, `type(_:into:)`, `advance(by:)`) and
/// renders (`.text`, `.text(width:)`, `.html`, `.tree`, `.patches`, `.accessibility`), as the
/// README's quick start does.
///
/// ```swift
/// try MainActor.assumeIsolated {
///   let host = ViewHost(ContentView())
///   try host.toggle("Remember Me")
///   print(host.render(.text(width: 40)))
/// }
/// ```
extension Evaluator {
  /// The formats `render(_:)` takes by name.
  private static let renderFormats: [String: RenderFormat] = [
    "text": .text, "html": .html, "tree": .tree, "patches": .patches,
    "accessibility": .accessibility,
  ]

  /// `print(items…, separator:terminator:)`: the items written to the program's output as
  /// Swift's `print` writes them.
  func printItems(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) {
    var call = Arguments(callee: "print", arguments, at: location)
    let separator = try call.optional("separator").map(string) ?? " "
    let terminator = try call.optional("terminator").map(string) ?? "\n"
    var items: [String] = []
    while let item = call.optional(nil) { items.append(try evaluate(item).description) }
    try call.finish()
    if checks == nil { program.write(items.joined(separator: separator) + terminator) }
  }

  /// `MainActor.assumeIsolated { … }`: the closure, run here, as code already on the main
  /// actor runs it; its value when it gives one.
  func assumingIsolated(_ arguments: [Argument], wantsValue: Bool, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    var call = Arguments(callee: "assumeIsolated", arguments, at: location)
    let operation = try call.requiredClosure("operation")
    try call.finish()
    return try function(Expression(kind: .closure(operation), location: location))
      .call([], wantsValue: wantsValue, at: location)
  }

  /// `ViewHost(view)`: a host mounting the view.
  func makeHost(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) -> Value {
    var call = Arguments(callee: "ViewHost", arguments, at: location)
    let content = try view(try call.required(nil))
    try call.finish()
    return .host(HostValue(ViewHost(AnyView(content))))
  }

  /// `host.render(format)`, a value; `nil` for any other method.
  func hostMethod(_ name: String, of held: HostValue, _ call: inout Arguments) throws(Diagnostic)
    -> Value?
  {
    guard name == "render" else { return nil }
    let format = try call.required(nil)
    if case .call(let callee, let arguments) = format.kind,
      case .implicitMember("text") = callee.kind, arguments.count == 1,
      arguments[0].label == "width"
    {
      return .string(held.host.render(.text(width: Int(try number(arguments[0].value)))))
    }
    return .string(held.host.render(try member(format, in: Self.renderFormats)))
  }

  /// `host.tap(label)`, `host.toggle(label)`, `host.type(text, into: label)` or
  /// `host.advance(by: .seconds(n))` as a statement; `false` for any other method. An
  /// interaction that finds nothing to act on throws, as `ViewHost`'s do.
  func runHostMethod(
    _ name: String, of held: HostValue, _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> Bool {
    var call = Arguments(callee: name, arguments, at: location)
    let host = held.host
    do {
      switch name {
      case "tap": try host.tap(try string(try call.required(nil)))
      case "toggle": try host.toggle(try string(try call.required(nil)))
      case "type":
        let text = try string(try call.required(nil))
        try host.type(text, into: try string(try call.required("into")))
      case "advance":
        let by = try call.required("by")
        guard case .call(let callee, let given) = by.kind,
          case .implicitMember("seconds") = callee.kind, given.count == 1
        else {
          throw Diagnostic(message: "'advance(by:)' takes '.seconds(n)'", location: by.location)
        }
        host.advance(by: .seconds(try number(given[0].value)))
      default: return false
      }
      try call.finish()
    } catch let problem as Diagnostic {
      throw problem
    } catch {
      throw Diagnostic(thrown: .string(String(describing: error)), at: location)
    }
    return true
  }
}
