import Vellum

/// An `App`'s scenes, as `ViewHost(app:)` shows them: the content of its first window, a
/// `WindowGroup`'s; a `Settings` scene opens no window on the iOS idiom Vellum renders.
///
/// ```swift
/// @main struct JournalApp: App {
///   var body: some Scene { WindowGroup { JournalView() } }
/// }
/// ```
extension Evaluator {
  /// The content of the first `WindowGroup` that `body` lists, or nothing when it lists none.
  func firstWindow(of body: Block) throws(Diagnostic) -> AnyView {
    for item in body.items {
      guard case .expression(let scene) = item, case .call(let callee, let arguments) = scene.kind,
        case .identifier(let name) = callee.kind, ["WindowGroup", "Settings"].contains(name)
      else {
        throw Diagnostic(
          message: "this scene is not interpreted; an app's body lists 'WindowGroup { … }' and "
            + "'Settings { … }'", location: body.location)
      }
      var call = Arguments(callee: name, arguments, at: scene.location)
      let content = try call.requiredClosure("content")
      _ = try call.optional(nil).map(text)
      _ = try call.optional("id").map(string)
      try call.finish()
      if checks != nil {
        _ = buildReporting(content)
      } else if name == "WindowGroup" {
        return buildReporting(content)
      }
    }
    return AnyView(EmptyView())
  }
}
