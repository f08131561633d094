/// What one update pass evaluated and changed.
///
/// ```swift
/// host.lastUpdate.evaluatedViews   // ["ContentView", "PushButton"]
/// host.lastUpdate.patches          // [set VStack/Text  text: "Off" → "On", …]
/// ```
@MainActor
public struct UpdateSummary {
  let evaluated: [GraphNode]

  /// The patches that turned the screen before the update into the screen after it.
  public let patches: [Patch]

  /// Which update this is: it changes whenever the host begins an update (mounting, an
  /// interaction, `advance(by:)`, a write a view reads), so two summaries with the same number
  /// describe the same update. A write that no view reads runs no update: the number stays, and
  /// the screen is unchanged.
  ///
  /// ```swift
  /// let seen = host.lastUpdate.number
  /// model.unshownProperty += 1
  /// host.lastUpdate.number == seen   // true: nothing on screen depends on it
  /// ```
  public let number: Int

  /// The animation the update's changes were made with — `withAnimation`, `withTransaction` or
  /// a binding's `animation(_:)` — or `nil` when they were not animated. Vellum renders the end
  /// state either way: the patches of an animated change are those of an unanimated one.
  ///
  /// ```swift
  /// try host.tap("Show details")   // withAnimation(.spring) { isShowing.toggle() }
  /// host.lastUpdate.animation      // spring
  /// ```
  public let animation: Animation?

  /// The views and custom modifiers whose `body` ran, in order: each one's type name and its
  /// keyed identity, if any (`Row[id: 7]`). Built-in views and modifiers are applied without a
  /// body and are not listed.
  public var evaluatedViews: [String] {
    evaluated.map { $0.typeName + $0.identity.keyedDescription }
  }
}
