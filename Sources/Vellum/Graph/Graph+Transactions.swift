/// The graph whose interaction (a tap, a typed text, …) is running, for the code it runs.
enum Interaction {
  /// The interacting graph, held weakly: a task started by the action inherits this value and
  /// may outlive the host.
  struct Host: Sendable {
    weak var graph: Graph?

    init(_ graph: Graph) { self.graph = graph }
  }

  @TaskLocal static var graph: Host?
}

extension Graph {
  /// Commits the changes the interacting graph has waiting as an update pass of their own:
  /// the boundary of a transaction. `withTransaction` and `withAnimation` call it before and
  /// after their body, so the changes an action made before an animated block, the block's own
  /// and those after it are three updates, as SwiftUI commits each transaction separately: a
  /// body and an `onChange` see the value at each boundary. The event's report
  /// (`ViewHost.lastUpdate`) covers all of them, with the animated block's animation. Outside
  /// an interaction (a test changing a model) changes wait for the next read of the screen; a
  /// graph in the middle of a pass (an `onAppear` starting an animation) keeps its changes for
  /// the pass's next round.
  nonisolated package static func commitTransaction() {
    guard let host = Interaction.graph else { return }
    MainActor.assumeIsolated { host.graph?.flush(continuingReport: true) }
  }
}
