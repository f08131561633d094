/// Mounts a view, keeps its state, renders it and drives it like a person would.
///
/// Every interaction runs against the live graph and finishes its update pass before it returns,
/// so the next render shows the result.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// try host.tap("Remember Me")
/// print(host.render(.text(width: 40)))
/// ```
@MainActor
public final class ViewHost {
  let graph: Graph
  /// The control an interaction is for while ``perform(on:_:)`` runs one by reference: the
  /// label-based interactions act on it rather than search the screen for their label.
  var pinnedControl: GraphNode?

  /// Mounts `view` and evaluates it.
  ///
  /// - Parameters:
  ///   - view: The root view.
  ///   - environment: The environment the root view starts with.
  ///
  /// ```swift
  /// let host = ViewHost(ContentView().environmentObject(AppState()))
  /// ```
  public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
    var environment = environment
    // Each host keeps its `@AppStorage` values apart, in memory, unless told otherwise.
    if !environment.hasDefaultAppStorage { environment.defaultAppStorage = InMemoryUserDefaults() }
    graph = Graph(view, environment: environment)
    graph.requestUpdate = { [weak graph] in graph?.requestFlush() }
  }

  /// Takes the graph apart record by record, so a deeply nested graph is not freed by one deep
  /// chain of releases.
  isolated deinit {
    graph.root.tearDown()
    graph.retireAllSentinels()
  }

  /// The view the host shows. Setting it is like setting a hosting controller's `rootView`: a
  /// view of the same type is reconciled with the screen, so every view whose identity did not
  /// change keeps its state and ``lastUpdate`` holds the patches; a view of another type
  /// replaces the screen with fresh state.
  ///
  /// ```swift
  /// let host = ViewHost(Counter(title: "Count"))
  /// try host.tap("+")
  /// host.rootView = Counter(title: "Total")   // still counts 1
  /// ```
  public var rootView: any View {
    get { graph.root.view }
    set { graph.replaceRootView(newValue) }
  }

  /// The current screen as a node tree (after any pending update).
  ///
  /// ```swift
  /// host.root.children.first?.role   // .vStack
  /// ```
  public var root: Node {
    graph.flush()
    return graph.screen
  }

  /// Problems noticed while evaluating views: a missing environment object, a write during a
  /// body evaluation, a duplicate `ForEach` id.
  ///
  /// ```swift
  /// #expect(host.diagnostics.isEmpty)
  /// ```
  public var diagnostics: [String] { graph.diagnostics }

  /// What the last update did: the update passes of the last event (a tap, a typed text, a
  /// write), together — one, or one per transaction its action committed (`withAnimation`
  /// blocks are updates of their own), with the animation of its animated one. After a write that stored an equal value (a `Binding` or
  /// `@State` set to what it holds) no pass runs, and this is empty: the last event changed
  /// nothing. Observation does not report an equal write to an `@Observable` property at all,
  /// so such a write leaves the pass before it here.
  ///
  /// ```swift
  /// try host.tap("+")
  /// host.lastUpdate.evaluatedViews.count   // 2
  /// ```
  public var lastUpdate: UpdateSummary {
    graph.flush()
    return UpdateSummary(
      evaluated: graph.report.evaluated, patches: graph.report.patches,
      number: graph.report.number, animation: graph.report.animation)
  }

  /// Renders the current screen.
  ///
  /// ```swift
  /// host.render(.tree)
  /// host.render(.text(width: 40))
  /// ```
  public func render(_ format: RenderFormat) -> String {
    format.render(Rendering(root: root, patches: graph.report.patches))
  }

  /// Runs pending tasks (`.task`, `Task {}` in actions) and their updates until nothing is left
  /// to do, or until `timeout` has passed: a `.task` that is still running then (one that loops
  /// until it is cancelled, say) is left running, and ``diagnostics`` names the view that started
  /// it.
  ///
  /// ```swift
  /// try host.tap("What is the 7th prime?")
  /// await host.settle()
  /// ```
  public func settle(timeout: Duration = .seconds(10)) async {
    let deadline = ContinuousClock.now + timeout
    graph.flush()
    graph.report.begin()
    var quietRounds = 0
    while quietRounds < 20 {
      graph.flush()
      let waiting = graph.tasks
      graph.tasks.removeAll()
      for task in waiting where !(await task.wait(until: deadline)) {
        graph.problem(
          "settle() stopped waiting after \(timeout): the .task of \(task.owner) is still running")
        graph.flush()
        return
      }
      await Task.yield()
      if waiting.isEmpty, !graph.needsUpdate, graph.tasks.isEmpty {
        quietRounds += 1
      } else {
        quietRounds = 0
      }
    }
    graph.flush()
  }

  /// The URLs the app asked the system to open — a tapped `Link`, a call to `\.openURL` —
  /// that no custom `OpenURLAction` handled, in order.
  ///
  /// ```swift
  /// try host.tap("Privacy Policy")
  /// host.openedURLs   // [https://example.com/privacy]
  /// ```
  public var openedURLs: [URL] { graph.systemActivity.openedURLs }

  /// The host's current time: a fixed start (2024-01-01 09:41:00 UTC) moved only by
  /// ``advance(by:)``, so renderings never depend on the machine's clock.
  ///
  /// ```swift
  /// host.advance(by: .seconds(90))
  /// host.now.timeIntervalSince1970   // 1_704_102_150
  /// ```
  public var now: Date { graph.clock.now }

  /// Moves the host's clock forward as one event: every timer tick due on the way fires in time
  /// order (`Timer.publish` connected while this host runs), then one update pass shows the
  /// result. Time never runs backwards: a negative duration moves nothing.
  ///
  /// ```swift
  /// let host = ViewHost(StopwatchView())
  /// host.advance(by: .seconds(3))   // three ticks of a one-second timer
  /// ```
  public func advance(by duration: Duration) {
    let (seconds, attoseconds) = duration.components
    interact { graph.clock.advance(by: Double(seconds) + Double(attoseconds) * 1e-18) }
  }

  /// Runs `change` as one event: its writes are batched into one update pass, except where a
  /// transaction (`withAnimation`) marks a boundary (see `Graph.commitTransaction()`).
  func interact(_ change: () throws -> Void) rethrows {
    graph.flush()
    graph.report.begin()
    try Interaction.$graph.withValue(Interaction.Host(graph)) {
      try HostClock.withCurrent(graph.clock, change)
    }
    graph.flush(continuingReport: true)
  }
}
