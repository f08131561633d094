import Foundation
import Vellum

/// Every screen reachable from a view within a number of interactions, found by
/// `ViewHost.explore(depth:states:time:inputs:)`: the states (deduplicated by their
/// tree rendering, each with the shortest path that reaches it), the interactions between them,
/// and what was wrong on the way.
///
/// ```swift
/// let exploration = await ViewHost(ContentView()).explore(depth: 3)
/// exploration.states.count          // 12
/// try exploration.assertNoFindings()   // with VellumTesting
/// ```
public struct Exploration: Sendable {
  /// One screen reached.
  public struct State: Sendable {
    /// The state's number: 0 is the first screen, the others in the order reached.
    public let id: Int
    /// The shortest list of interactions that reaches it from a fresh host.
    public let path: [StoryboardStep]
    /// The screen, as the tree rendering writes it: what tells states apart.
    public let tree: String
    /// The screen as the prototype shows it.
    package let screen: ExploredScreen?
  }

  /// One interaction from a state, and the state it led to.
  public struct Edge: Sendable {
    /// The state it was done in.
    public let from: Int
    /// The interaction.
    public let step: StoryboardStep
    /// The state it led to.
    public let to: Int
    /// The place, among the screen's controls, of the control it was done on.
    package let control: Int?
  }

  /// The states, by ``State/id``.
  public internal(set) var states: [State] = []
  /// The interactions that were done, in the order they were.
  public internal(set) var edges: [Edge] = []
  /// What was wrong, each once, with the shortest path that shows it.
  public internal(set) var findings: [ExplorationFinding] = []
  /// Whether the walk stopped at its limit of states or time before it had tried every
  /// interaction to its depth.
  public internal(set) var isCutShort = false

  /// An exploration that found nothing yet.
  package init() {}

  /// The exploration as JSON, keys sorted, byte for byte the same from run to run: its
  /// states (id, path, tree), edges and findings.
  ///
  /// ```swift
  /// try exploration.json.write(to: URL(fileURLWithPath: "exploration.json"))
  /// ```
  public var json: Data {
    let report = Report(
      states: states.map {
        Report.State(id: $0.id, path: $0.path.map(\.description), tree: $0.tree)
      },
      edges: edges.map { Report.Edge(from: $0.from, step: $0.step.description, to: $0.to) },
      findings: findings.map {
        Report.Finding(
          kind: $0.kind.rawValue, message: $0.message, state: $0.state,
          path: $0.path.map(\.description), reproduction: $0.reproduction)
      },
      isCutShort: isCutShort)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(report)) ?? Data()
  }

  private struct Report: Encodable {
    struct State: Encodable {
      let id: Int
      let path: [String]
      let tree: String
    }
    struct Edge: Encodable {
      let from: Int
      let step: String
      let to: Int
    }
    struct Finding: Encodable {
      let kind: String
      let message: String
      let state: Int
      let path: [String]
      let reproduction: String
    }
    let states: [State]
    let edges: [Edge]
    let findings: [Finding]
    let isCutShort: Bool
  }
}
