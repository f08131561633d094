import Vellum

extension ViewHost {
  /// Explores every screen reachable from this host's view within `depth` interactions:
  /// breadth first, each interaction a person can do on a screen (a tap on every button, link
  /// and tappable row, a toggle, each of `inputs` typed into a field and submitted, a
  /// stepper's two buttons, a slider's two ends, each option of a picker, a long press (a
  /// context menu), a swipe across a row from each edge it has actions on, back, dismiss) done
  /// on a fresh host that first replays the shortest path to the screen. Screens are told
  /// apart by their tree rendering (`render(.tree)`), so a screen reached two ways is one
  /// state, kept with the shorter path.
  ///
  /// Checked on every screen: each update's patches turn the screen before it into the one
  /// after; no new diagnostic (a duplicate `ForEach` id, a write during a body); the tasks
  /// settle within a second; the accessibility audit; every text fits its frame in the point
  /// layout. A trap ends the process, as it does in any test (`vellum explore` runs the views
  /// in a process of their own and reports it).
  ///
  /// The fresh hosts are made from this host's root view in a default environment (its
  /// `@State` starts afresh; an
  /// object the view was given is shared, so its changes carry from one path to the next —
  /// give `explore(_:depth:states:time:inputs:)` a closure that makes everything afresh).
  ///
  /// ```swift
  /// try await ViewHost(ContentView()).explore(depth: 3).assertNoFindings()
  /// ```
  public func explore(
    depth: Int = 3, states: Int = 500, time: Duration = .seconds(60),
    inputs: [String] = ["Hello"]
  ) async -> Exploration {
    let view = rootView
    return await Self.explore(
      { ViewHost(AnyView(view)) }, depth: depth, states: states, time: time, inputs: inputs)
  }

  /// Explores the hosts `make` makes, as ``explore(depth:states:time:inputs:)`` does: each
  /// path starts from a host `make` gives afresh.
  ///
  /// ```swift
  /// let exploration = await ViewHost.explore({ ViewHost(ContentView(model: Model())) })
  /// ```
  public static func explore(
    _ make: @escaping @MainActor () -> ViewHost, depth: Int = 3, states: Int = 500,
    time: Duration = .seconds(60), inputs: [String] = ["Hello"]
  ) async -> Exploration {
    await Explorer(
      driver: HostExplorer(make: make, inputs: inputs), depth: depth, maximumStates: states,
      deadline: .now + time
    ).run()
  }
}
