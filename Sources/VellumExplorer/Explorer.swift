/// The walk behind `ViewHost.explore` and `vellum explore`: breadth first from the first
/// screen, each move done by a visit that replays the shortest path to the screen it is on,
/// so every state's path is one a test can replay. Screens are told apart by
/// ``ScreenIdentity``.
///
/// ```swift
/// let exploration = await Explorer(driver: driver, depth: 3, maximumStates: 500, deadline: .now + .seconds(60)).run()
/// ```
@MainActor
package struct Explorer<Driver: ExplorationDriver> {
  /// Where the moves are done.
  package let driver: Driver
  /// The most moves a path has.
  package let depth: Int
  /// The most states the walk finds before it stops.
  package let maximumStates: Int
  /// When the walk stops, done or not.
  package let deadline: ContinuousClock.Instant

  /// A walk with `driver`, bounded by `depth`, `maximumStates` and `deadline`.
  package init(
    driver: Driver, depth: Int, maximumStates: Int, deadline: ContinuousClock.Instant
  ) {
    self.driver = driver
    self.depth = depth
    self.maximumStates = maximumStates
    self.deadline = deadline
  }

  /// Walks, and returns what it found.
  package func run() async -> Exploration {
    var walk = Walk()
    switch await driver.visit([], then: nil) {
    case .reached(let sight):
      _ = await walk.note(sight, path: [], driver: driver)
    case .lost:
      return walk.exploration
    case .failed(let kind, let message):
      walk.add(kind, message, state: 0, path: [])
      return walk.exploration
    }
    var queue = [0]
    while !queue.isEmpty {
      let id = queue.removeFirst()
      guard walk.paths[id].count < depth else { continue }
      for move in walk.moves[id] {
        guard walk.exploration.states.count < maximumStates, ContinuousClock.now < deadline
        else {
          walk.exploration.isCutShort = true
          return walk.exploration
        }
        let path = walk.paths[id] + [move]
        let steps = path.map(\.step)
        switch await driver.visit(walk.paths[id], then: move) {
        case .lost:
          continue
        case .failed(let kind, let message):
          walk.add(kind, message, state: id, path: steps)
        case .reached(let sight):
          for problem in sight.problems {
            walk.add(problem.kind, problem.message, state: id, path: steps)
          }
          let reached = walk.exploration.states.count
          let target = await walk.note(sight, path: path, driver: driver)
          walk.exploration.edges.append(
            Exploration.Edge(from: id, step: move.step, to: target, control: move.control))
          if target == reached { queue.append(target) }
        }
      }
    }
    return walk.exploration
  }

  /// What the walk has found so far.
  @MainActor
  private struct Walk {
    var exploration = Exploration()
    /// Each state's number, by its identity.
    var known: [String: Int] = [:]
    /// Each state's shortest path.
    var paths: [[ExplorationMove]] = []
    /// What can be done on each state.
    var moves: [[ExplorationMove]] = []

    /// The state `sight` shows: a known one, or a new one reached by `path`, inspected (its
    /// audit, its cut texts, its page), which the caller queues.
    mutating func note(_ sight: ExplorationSight, path: [ExplorationMove], driver: Driver) async
      -> Int
    {
      if let id = known[sight.key] { return id }
      let id = exploration.states.count
      known[sight.key] = id
      paths.append(path)
      moves.append(sight.moves)
      let steps = path.map(\.step)
      let inspection = await driver.inspect()
      exploration.states.append(
        Exploration.State(id: id, path: steps, tree: sight.tree, screen: inspection?.screen))
      for finding in inspection?.audit ?? [] {
        add(.accessibility, finding, state: id, path: steps)
      }
      for text in inspection?.cutTexts ?? [] {
        add(.textDoesNotFit, text, state: id, path: steps)
      }
      return id
    }

    /// Adds a finding unless one of its kind and message was found already (on a path no
    /// longer than this one: the walk is breadth first).
    mutating func add(
      _ kind: ExplorationFinding.Kind, _ message: String, state: Int, path: [StoryboardStep]
    ) {
      guard !exploration.findings.contains(where: { $0.kind == kind && $0.message == message })
      else { return }
      exploration.findings.append(
        ExplorationFinding(kind: kind, message: message, state: state, path: path))
    }
  }
}
